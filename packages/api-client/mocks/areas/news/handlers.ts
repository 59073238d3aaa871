import { attachmentDownload, int, type MockContext, pageOf, searchOf } from '../../context';
import { announcement, announcementDetail, attachedFile, information, informationLabels } from './fixtures';
import { staffNewsHandlers } from './staff';

/** Announcements and information: lists with filters and pages, pinned blocks, details, attachments. */
export function newsHandlers(context: MockContext) {
  const { http, items, count } = context;
  return [
    ...staffNewsHandlers(context),
    http.get('/api/announcement/list', ({ request, response }) => {
      const q = searchOf(request);
      let list = items(6, (i) => announcement(i));
      if (q.get('isImportant') === '1') list = list.filter((a) => a.isImportant);
      if (q.get('isUnread') === '1') list = list.filter((a) => a.isUnread);
      const keyWord = q.get('keyWord');
      if (keyWord) list = list.filter((a) => a.title.includes(keyWord));
      return response(200).json(pageOf(list, int(q.get('page'), 1), int(q.get('perPage'), 10)));
    }),
    http.get('/api/announcement/imp/list', ({ response }) =>
      response(200).json(items(6, (i) => announcement(i)).filter((a) => a.isImportant)),
    ),
    http.get('/api/announcement', ({ request, response }) => {
      const index = int(searchOf(request).get('announcementsId'), 0) - 1000;
      if (index < 0 || index >= Math.max(count(6), 1)) {
        return response(400).json({ message: 'お知らせが見つかりません。' });
      }
      return response(200).json(announcementDetail(index));
    }),
    http.get('/api/announcement/files', ({ response }) => response(200).json(items(2, attachedFile))),
    http.get('/api/announcement/files/download', ({ request, response }) =>
      response.untyped(attachmentDownload(request)),
    ),
    // Home asks for its labels with isHome=1: only those with something published, like the server.
    http.get('/api/information/label', ({ request, response }) => {
      const labels = informationLabels();
      if (searchOf(request).get('isHome') !== '1') return response(200).json(labels);
      const used = new Set(items(5, (i) => information(i)).map((i) => i.labelName));
      return response(200).json(labels.filter((l) => used.has(l.labelName)));
    }),
    http.get('/api/information/list', ({ request, response }) => {
      const q = searchOf(request);
      let list = items(5, (i) => information(i));
      if (q.get('isImportant') === '1') list = list.filter((a) => a.isImportant);
      if (q.get('isUnread') === '1') list = list.filter((a) => a.isUnread);
      const label = informationLabels().find((l) => l.id === int(q.get('labelsId'), 0));
      if (label) list = list.filter((a) => a.labelName === label.labelName);
      const keyWord = q.get('keyWord');
      if (keyWord) list = list.filter((a) => a.title.includes(keyWord) || a.content.includes(keyWord));
      return response(200).json(pageOf(list, int(q.get('page'), 1), int(q.get('perPage'), 10)));
    }),
    http.get('/api/information/imp/list', ({ response }) =>
      response(200).json(items(5, (i) => information(i)).filter((a) => a.isImportant)),
    ),
    http.get('/api/information', ({ request, response }) => {
      const index = int(searchOf(request).get('informationsId'), 0) - 2000;
      if (index < 0 || index >= Math.max(count(5), 1)) {
        return response(400).json({ message: 'インフォメーションが見つかりません。' });
      }
      return response(200).json(information(index));
    }),
    http.get('/api/information/files', ({ response }) => response(200).json(items(1, attachedFile))),
    http.get('/api/information/files/download', ({ request, response }) =>
      response.untyped(attachmentDownload(request)),
    ),
  ];
}
