import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_EXTENSIONS, chatAttachmentsSchema, isAllowedAttachment } from './attachments';

describe('isAllowedAttachment', () => {
  it('accepts every whitelisted extension in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ATTACHMENT_EXTENSIONS),
        fc.string({ minLength: 1 }),
        fc.boolean(),
        (ext, base, upper) => {
          const name = `${base.replace(/\./g, '_')}.${upper ? ext.toUpperCase() : ext}`;
          return isAllowedAttachment(name);
        },
      ),
    );
  });

  it('refuses other extensions', () => {
    expect(isAllowedAttachment('setup.exe')).toBe(false);
    expect(isAllowedAttachment('photo.heic')).toBe(false);
    expect(isAllowedAttachment('script.js')).toBe(false);
  });

  it('looks only at the last extension', () => {
    expect(isAllowedAttachment('report.pdf.exe')).toBe(false);
    expect(isAllowedAttachment('archive.tar.zip')).toBe(true);
  });

  it('refuses a name without an extension', () => {
    expect(isAllowedAttachment('README')).toBe(false);
    expect(isAllowedAttachment('pdf')).toBe(false);
    expect(isAllowedAttachment('photo.')).toBe(false);
  });
});

describe('chatAttachmentsSchema', () => {
  it('accepts whitelisted files and names each refused one by its index', () => {
    expect(chatAttachmentsSchema.safeParse([{ name: '作品.JPG' }, { name: 'plan.pdf' }]).success).toBe(true);
    const r = chatAttachmentsSchema.safeParse([{ name: 'ok.png' }, { name: 'setup.exe' }]);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.name', 'notices.chat.attachmentNotAllowed'],
    ]);
  });
});
