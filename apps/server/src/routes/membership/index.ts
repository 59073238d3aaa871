import {
  coursePriceFormSchema,
  createMembershipInputSchema,
  GUEST_LINK_TTL_MS,
  jstIsoDate,
  MEMBERSHIP_STATUS,
  staffMembershipCreateSchema,
  subscriptionCodeOf,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../contract/route';
import { COURSES, LECTURES } from '../../db/catalogue';
import { classrooms, staffClassrooms, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { requireCapability } from '../../roles';
import { toSafeHtml } from '../news/richText';
import { PUBLIC_RATE_LIMITS } from '../trial/limits';
import { STAFF_MESSAGES } from '../trial/staff';
import { CONTRACT_BODY, CONTRACT_REVISION_DATE } from './contract-text';
import { completedMail, finalCheckMail, inputReceivedMail } from './familyMails';
import {
  COMPLETION_LINK_TTL_MS,
  completionMail,
  GUEST_COOKIE,
  GUEST_LINK_PATH,
  GUEST_MESSAGES,
  type GuestApplicant,
  guestLinkMail,
} from './guest';
import type { MembershipInput, SignFailure } from './service';

export const MEMBERSHIP_MESSAGES = {
  noApplication: 'お申し込みが見つかりませんでした。お申し込み一覧からもう一度お選びください。',
  closed: 'このお申し込みは入力を受け付けていません。教室にお問い合わせください。',
  notFinalCheck: 'このお申し込みは最終確認の段階ではありません。',
  noSignature: 'このお申し込みにはまだ署名がありません。',
  sign: {
    notPng: '署名を読み取れませんでした。もう一度署名してください。',
    tooLarge: '署名の画像が大きすぎます。もう一度署名してください。',
    blank: '署名が空白です。枠の中に署名してください。',
    notDrawn: '署名として読み取れませんでした。枠の中に、手書きでもう一度署名してください。',
    notCertified: '認証コードの確認が済んでいないか、有効期限が切れています。認証コードをもう一度入力してください。',
    wrongStatus: 'このお申し込みは最終確認の段階ではありません。',
  } satisfies Record<SignFailure, string>,
  staffNotYours: 'このお申し込みは担当の教室のものではありません。',
  staffRoomNotYours: '担当の教室を選んでください。',
  staffBookingNotFound: '体験授業のお申し込みが見つかりませんでした。',
  staffCourse: 'コースを選んでください。',
  staffDuplicate: (code: string) =>
    `このお子さまの同じコースのお申し込み（受付番号 ${code}）が手続き中です。もう1件作成する場合は、確認のうえ作成してください。`,
  codeLocked:
    '認証コードの入力を5回まちがえたため、この認証コードはロックされました。教室に新しい認証コードの発行をお問い合わせください。',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** A no-account applicant by the mailed link (spec 2 §2.2), when there is no guardian session. */
    membershipGuest?: GuestApplicant;
  }
}

/** The portal's own address, for links in mails (behind a proxy, as the proxy forwards it). */
/** PUBLIC_URL, not the Host header a proxy may pass on from anyone (issue 32). */
const originOf = (request: FastifyRequest) => request.server.services.publicUrl;

const guardians = requireCapability('usePortal');

/**
 * The applicant: a signed-in guardian (capability checked), or else a no-account applicant whose mailed
 * link was opened in this browser (issue 16); anyone else gets 401.
 */
function applicant(app: Parameters<FastifyPluginAsync>[0]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const user = sessionId ? await app.sessions.resolve(sessionId) : null;
    if (user) {
      request.user = user;
      await guardians(request, reply);
      return;
    }
    const token = request.cookies[GUEST_COOKIE];
    const guest = await app.services.membershipGuests.resolve(token);
    if (!guest) {
      // Issue 30 item 5: a link that was opened here and has since ended (a newer one was mailed, the time ran
      // out) is a 410 that says why; a 401 would send the page to sign-in and drop what the family typed.
      const refusal = await app.services.membershipGuests.refusal(token);
      if (refusal) return reply.code(410).send({ message: GUEST_MESSAGES[refusal], reason: refusal });
      return reply.code(401).send({ message: 'Unauthenticated.' });
    }
    request.membershipGuest = guest;
  };
}

/** Membership application calls of a guardian (spec 2 §7), each for the own family (or the link's application) only. */
export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.membership;
  const guests = app.services.membershipGuests;
  const preHandler = applicant(app);
  const selectedOf = async (request: FastifyRequest) => {
    if (request.membershipGuest) return service.byId(request.membershipGuest.applicationId);
    const { viewer } = request;
    return viewer.familyId === null ? null : service.selected(viewer.id, viewer.familyId);
  };

  // The calls that name an application are checked against the session's family (or the link), whatever was chosen.
  const ownNamed = async (request: FastifyRequest, kidId: unknown, subscriptionCode: unknown) => {
    if (typeof kidId !== 'number' || typeof subscriptionCode !== 'string') return null;
    if (request.membershipGuest) {
      const own = await service.byId(request.membershipGuest.applicationId);
      return own && own.id === kidId && subscriptionCodeOf(own.id, jstIsoDate(own.submittedAt)) === subscriptionCode
        ? own
        : null;
    }
    const { viewer } = request;
    if (viewer.familyId === null) return null;
    return service.ownApplication(viewer.familyId, kidId, subscriptionCode);
  };

  /** Issue 33: a mail to the family about its application (the input's email, else the one the classroom named). */
  const mailFamily = async (
    request: FastifyRequest,
    application: { id: number; classroomId: number; submittedAt: Date; answers: unknown; input: unknown },
    build: typeof inputReceivedMail,
    fallbackEmail?: string,
  ) => {
    const typed = (application.input as MembershipInput | null)?.guardianForm;
    const named = (application.answers as { guardian?: { lastName?: string; firstName?: string; email?: string } })
      .guardian;
    const to = typed?.email || fallbackEmail || named?.email;
    if (!to) return;
    const [room] = await app.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, application.classroomId));
    await app.services.mailer
      .send(
        build({
          to,
          guardianName:
            `${typed?.lastName ?? named?.lastName ?? ''} ${typed?.firstName ?? named?.firstName ?? ''}`.trim(),
          classroomName: room?.name ?? '',
          subscriptionCode: subscriptionCodeOf(application.id, jstIsoDate(application.submittedAt)),
          origin: originOf(request),
        }),
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'a membership mail could not be sent'));
  };

  // Spec 2 §8, issue 31 item 18: whether an address already has an account is told only to an open no-account
  // application (its mailed link opened in this browser), a few times per application, and never for staff.
  route(
    app,
    'checkMembershipEmail',
    async (request, reply) => {
      if (!request.membershipGuest) return reply.code(403).send({ message: GUEST_MESSAGES.emailCheckForApplicants });
      return { exists: await service.emailRegistered(request.body.email) };
    },
    {
      preHandler,
      config: {
        rateLimit: {
          ...PUBLIC_RATE_LIMITS.emailCheck,
          // Per application, so families behind one school or carrier address do not share the ceiling.
          keyGenerator: (request: FastifyRequest) => request.cookies[GUEST_COOKIE] ?? request.ip,
        },
      },
    },
  );

  route(
    app,
    'startNoAccountMembership',
    async (request, reply) => {
      const opened = await guests.open(request.body.token);
      if (!opened.ok)
        return reply
          .code(opened.reason === 'wrong' ? 404 : 410)
          .send({ message: GUEST_MESSAGES[opened.reason], reason: opened.reason });
      const { application } = opened;
      // API calls only; it lives no longer than the link could.
      reply.setCookie(GUEST_COOKIE, request.body.token, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        // As the session cookie: always in production, where a TLS proxy may forward plain HTTP (issue 32).
        secure: request.server.services.secureCookies || request.protocol === 'https',
        maxAge: Math.floor(GUEST_LINK_TTL_MS / 1000),
      });
      return {
        kidId: application.id,
        subscriptionCode: subscriptionCodeOf(application.id, jstIsoDate(application.submittedAt)),
        statusId: application.statusId as 2,
      };
    },
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  );

  route(
    app,
    'storeMembershipSession',
    async (request, reply) => {
      const { kidId, subscriptionCode } = request.body;
      const own = await ownNamed(request, kidId, subscriptionCode);
      if (!own) return reply.code(404).send({ success: false, message: MEMBERSHIP_MESSAGES.noApplication });
      // A no-account applicant's link names its one application: nothing to choose.
      if (!request.membershipGuest) await service.select(request.viewer.id, own.id);
      return { success: true, message: '' };
    },
    { preHandler },
  );

  route(
    app,
    'getMembershipDetail',
    async (request, reply) => {
      const own = await selectedOf(request);
      if (!own) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noApplication });
      return service.detail(own);
    },
    { preHandler },
  );

  route(
    app,
    'getMembershipFormData',
    async (request) =>
      request.membershipGuest
        ? service.formData(null, await selectedOf(request), request.membershipGuest.email)
        : service.formData(request.viewer.id, await selectedOf(request)),
    { preHandler },
  );

  route(
    app,
    'postMembershipGuardian',
    async (request, reply, form) => {
      const own = await ownNamed(request, request.body.kidId, request.body.subscriptionCode);
      if (!own) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noApplication });
      let input: MembershipInput = form;
      if (request.membershipGuest) {
        // Spec 2 §8: a no-account applicant may not take a registered email (the portal asks first).
        if (await service.emailRegistered(form.guardianForm.email)) {
          const message = GUEST_MESSAGES.emailRegistered;
          return reply.code(422).send({ message, errors: { 'guardianForm.email': [message] } });
        }
      } else {
        // Spec 2 §4: the signed-in guardian's email is the login email, whatever the body says.
        const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, request.viewer.id));
        input = { ...input, guardianForm: { ...input.guardianForm, email: user?.email ?? input.guardianForm.email } };
      }
      const outcome = await service.submitInput(own, input);
      if (outcome === 'closed') return reply.code(409).send({ message: MEMBERSHIP_MESSAGES.closed });
      // Issue 33: the family is told the input arrived (once: a double submit answers 'same').
      if (outcome === 'stored') await mailFamily(request, { ...own, input }, inputReceivedMail);
      return { success: true };
    },
    { preHandler, form: { schema: () => createMembershipInputSchema(app.now()) } },
  );

  route(
    app,
    'getMembershipCertification',
    async (request, reply) => {
      const { kidId, subscriptionCode, certificationCode } = request.query;
      const own = await ownNamed(request, kidId, subscriptionCode);
      if (!own) return reply.code(400).send({ message: MEMBERSHIP_MESSAGES.noApplication });
      const outcome = await service.certify(own, certificationCode);
      if (outcome === 'locked') return reply.code(423).send({ message: MEMBERSHIP_MESSAGES.codeLocked });
      return { success: outcome === 'ok', membershipId: outcome === 'ok' ? own.id : null };
    },
    { preHandler, fieldMessages: { certificationCode: '認証コードは4桁の数字で入力してください。' } },
  );

  route(
    app,
    'postMembershipSign',
    async (request, reply) => {
      const { membershipId } = request.body;
      const guest = request.membershipGuest;
      const own = guest
        ? guest.applicationId === membershipId
          ? await service.byId(membershipId)
          : null
        : request.viewer.familyId === null
          ? null
          : await service.ownById(request.viewer.familyId, membershipId);
      if (!own) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noApplication });
      const result = await service.sign(own, request.body.signData, request.body.entryDate, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      if (!result.ok) {
        const message = MEMBERSHIP_MESSAGES.sign[result.reason];
        return reply.code(422).send({ message, errors: { signData: [message] } });
      }
      // Issue 31 item 13: without an account the mail is the family's way back to the signed form.
      if (guest)
        await mailCompletion(request, own, guest.email).catch((error: unknown) =>
          request.log.error({ err: error }, 'the completion mail could not be sent'),
        );
      // Issue 33: a family with an account is told too, with the page of its printable form.
      else {
        await mailFamily(request, own, completedMail);
        app.push.later('membership complete', () => app.push.membershipStep(own.id, 'complete'));
      }
      return { success: true };
    },
    { preHandler, fieldMessages: { signData: MEMBERSHIP_MESSAGES.sign.notPng } },
  );

  /** Mails a no-account family the link to its completed application and form (valid 30 days). */
  const mailCompletion = async (
    request: FastifyRequest,
    application: { id: number; classroomId: number; submittedAt: Date; answers: unknown; input: unknown },
    linkEmail: string,
  ) => {
    const typed = (application.input as MembershipInput | null)?.guardianForm;
    const to = typed?.email || linkEmail;
    const link = await guests.issue(application.id, to, { ttlMs: COMPLETION_LINK_TTL_MS, endOthers: false });
    const [room] = await app.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, application.classroomId));
    const named = (application.answers as { guardian?: { lastName?: string; firstName?: string } }).guardian;
    await app.services.mailer.send(
      completionMail({
        to,
        guardianName:
          `${typed?.lastName ?? named?.lastName ?? ''} ${typed?.firstName ?? named?.firstName ?? ''}`.trim(),
        classroomName: room?.name ?? '',
        subscriptionCode: subscriptionCodeOf(application.id, jstIsoDate(application.submittedAt)),
        url: `${originOf(request)}${GUEST_LINK_PATH}?token=${link.token}`,
        expiresAt: link.expiresAt,
      }),
    );
  };

  route(
    app,
    'getMembershipRecord',
    async (request, reply) => {
      const own = await selectedOf(request);
      const signature = own ? await service.signature(own.id) : null;
      if (!own || !signature) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noSignature });
      return {
        subscriptionCode: subscriptionCodeOf(own.id, jstIsoDate(own.submittedAt)),
        entryDate: signature.entryDate,
        signedAt: signature.signedAt.toISOString(),
        ip: signature.ip,
        userAgent: signature.userAgent,
        contentSha256: signature.contentSha256,
      };
    },
    { preHandler },
  );

  route(
    app,
    'getMembershipSignature',
    async (request, reply) => {
      const own = await selectedOf(request);
      const signature = own ? await service.signature(own.id) : null;
      if (!own || !signature) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noSignature });
      return reply.header('cache-control', 'private, no-store').type('image/png').send(signature.png);
    },
    { preHandler },
  );

  route(
    app,
    'getMembershipPrintPdf',
    async (request, reply) => {
      const own = await selectedOf(request);
      const signature = own ? await service.signature(own.id) : null;
      if (!own || !signature) return reply.code(404).send({ message: MEMBERSHIP_MESSAGES.noSignature });
      // Chromium loads the page from this very server, with the applicant's own cookie.
      const origin = `http://127.0.0.1:${request.socket.localPort}`;
      const pdf = await app.services.pdf.print(
        origin,
        request.membershipGuest
          ? {
              path: '/no_account/online_apply/print',
              cookie: { name: GUEST_COOKIE, value: request.cookies[GUEST_COOKIE] ?? '' },
            }
          : { path: '/apply/print', cookie: { name: SESSION_COOKIE, value: request.cookies[SESSION_COOKIE] ?? '' } },
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${subscriptionCodeOf(own.id, jstIsoDate(own.submittedAt))}.pdf"`,
        )
        .type('application/pdf')
        .send(pdf);
    },
    // A browser per request: an applicant downloads it once or twice.
    { preHandler, config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
  );

  route(
    app,
    'getMembershipTerms',
    async () => ({
      success: true,
      steam_contract_term: { body: toSafeHtml(CONTRACT_BODY), revision_date: CONTRACT_REVISION_DATE },
      privacy_policy: (await app.services.terms.current('privacy')) ?? {
        body: '',
        revision_date: CONTRACT_REVISION_DATE,
      },
    }),
    { preHandler },
  );
};

/** Private: the classroom side of the applications, only for the staff member's own classrooms. */
export const staffMembershipRoutes: FastifyPluginAsync = async (app) => {
  const service = app.services.membership;
  const roomsOf = async (userId: number) =>
    (
      await app.db
        .select({ id: staffClassrooms.classroomId })
        .from(staffClassrooms)
        .where(eq(staffClassrooms.userId, userId))
    ).map((r) => r.id);

  route(app, 'getStaffMemberships', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const rooms = await roomsOf(user.id);
    const rows = await service.forClassrooms(rooms);
    const ids = rows.map((r) => r.app.id);
    const [locked, records] = await Promise.all([service.lockedCodes(ids), service.auditRecords(ids)]);
    const named = rooms.length === 0 ? [] : await app.db.select().from(classrooms).where(inArray(classrooms.id, rooms));
    return {
      classrooms: named.map((room) => ({ id: room.id, name: room.name })),
      data: rows.map(({ app: a, classroomName, familyName }) => {
        const child = (a.answers as { child?: { lastName?: string; firstName?: string } }).child;
        const entryDate = jstIsoDate(a.submittedAt);
        return {
          id: a.id,
          subscriptionCode: subscriptionCodeOf(a.id, entryDate),
          statusId: a.statusId,
          familyName,
          classroomName,
          childName: `${child?.lastName ?? ''} ${child?.firstName ?? ''}`.trim(),
          entryDate,
          inputSentAt: a.inputSentAt?.toISOString() ?? null,
          input: (a.input as Record<string, unknown> | null) ?? null,
          codeLocked: locked.has(a.id),
          // The classroom's audit record of the signature (the guardian sees the receipt number instead).
          record: (() => {
            const r = records.get(a.id);
            return r
              ? { signedAt: r.signedAt.toISOString(), ip: r.ip, userAgent: r.userAgent, contentSha256: r.contentSha256 }
              : null;
          })(),
        };
      }),
    };
  });

  // Issue 33 (ADR 048): the price table of the staff member's classrooms.
  route(app, 'getStaffCoursePrices', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const rooms = await roomsOf(user.id);
    const named = rooms.length === 0 ? [] : await app.db.select().from(classrooms).where(inArray(classrooms.id, rooms));
    return {
      classrooms: named.map((room) => ({ id: room.id, name: room.name })),
      data: (await service.prices.forClassrooms(rooms)).map((p) => ({
        ...p,
        discounts: [...p.discounts],
        campaignMonths: [...p.campaignMonths],
      })),
    };
  });

  route(
    app,
    'saveStaffCoursePrice',
    async (request, reply, form) => {
      const user = request.user;
      if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
      if (!(await roomsOf(user.id)).includes(form.classroomId))
        return reply.code(403).send({ message: MEMBERSHIP_MESSAGES.staffRoomNotYours });
      const { price, repriced } = await service.prices.set(form.classroomId, form, user.id);
      return {
        price: { ...price, discounts: [...price.discounts], campaignMonths: [...price.campaignMonths] },
        repriced,
      };
    },
    {
      preHandler: async (request, reply) => {
        if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
      },
      // The staff form's own schema (packages/domain): the server words each field as the form does.
      form: {
        schema: coursePriceFormSchema,
        values: ({ body }) => ({
          classroomId: String(body.classroomId),
          course: body.course,
          monthlyFee: String(body.monthlyFee),
          enrolmentFee: String(body.enrolmentFee),
          materialsFee: String(body.materialsFee),
          discount1Name: body.discounts[0]?.name ?? '',
          discount1Fee: body.discounts[0] ? String(body.discounts[0].fee) : '',
          discount2Name: body.discounts[1]?.name ?? '',
          discount2Fee: body.discounts[1] ? String(body.discounts[1].fee) : '',
          campaignMonths: body.campaignMonths.join(','),
        }),
      },
    },
  );

  route(app, 'issueMembershipCode', async (request, reply) => {
    const user = request.user;
    if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
    const target = await service.byId(request.body.membershipId);
    if (!target || !(await roomsOf(user.id)).includes(target.classroomId))
      return reply.code(403).send({ message: MEMBERSHIP_MESSAGES.staffNotYours });
    if (target.statusId !== MEMBERSHIP_STATUS.inputSent && target.statusId !== MEMBERSHIP_STATUS.awaitingFinalCheck)
      return reply.code(409).send({ message: MEMBERSHIP_MESSAGES.notFinalCheck });
    const issued = await service.issueCode(target.id, user.id);
    if (!issued) return reply.code(409).send({ message: MEMBERSHIP_MESSAGES.notFinalCheck });
    // A family without an account comes back for the final check by a new mailed link (issue 16).
    if (!(await service.hasAccount(target.familyId))) await mailGuestLink(request, target, true);
    // Issue 33: a family with an account is told the final check is open, and how the code reaches them.
    else if (target.statusId === MEMBERSHIP_STATUS.inputSent) {
      await mailFinalCheck(request, target);
      // Issue 34: and on the family's devices.
      app.push.later('membership final check', () => app.push.membershipStep(target.id, 'finalCheck'));
    }
    return { code: issued.code, expiresAt: issued.expiresAt.toISOString() };
  });

  const mailFinalCheck = async (
    request: FastifyRequest,
    application: { id: number; classroomId: number; submittedAt: Date; answers: unknown; input: unknown },
  ) => {
    const typed = (application.input as MembershipInput | null)?.guardianForm;
    if (!typed?.email) return;
    const [room] = await app.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, application.classroomId));
    await app.services.mailer
      .send(
        finalCheckMail({
          to: typed.email,
          guardianName: `${typed.lastName ?? ''} ${typed.firstName ?? ''}`.trim(),
          classroomName: room?.name ?? '',
          subscriptionCode: subscriptionCodeOf(application.id, jstIsoDate(application.submittedAt)),
          origin: originOf(request),
        }),
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'the final check mail could not be sent'));
  };

  /** Mails a new link to a no-account applicant (the older links stop opening the application). */
  const mailGuestLink = async (
    request: FastifyRequest,
    application: { id: number; classroomId: number; answers: unknown },
    finalCheck: boolean,
  ) => {
    const guardian = (application.answers as { guardian?: { lastName?: string; firstName?: string; email?: string } })
      .guardian;
    if (!guardian?.email) return;
    const link = await app.services.membershipGuests.issue(application.id, guardian.email);
    const [room] = await app.db
      .select({ name: classrooms.name })
      .from(classrooms)
      .where(eq(classrooms.id, application.classroomId));
    await app.services.mailer.send(
      guestLinkMail({
        to: guardian.email,
        guardianName: `${guardian.lastName ?? ''} ${guardian.firstName ?? ''}`.trim(),
        classroomName: room?.name ?? '',
        url: `${originOf(request)}${GUEST_LINK_PATH}?token=${link.token}`,
        expiresAt: link.expiresAt,
        finalCheck,
      }),
    );
  };

  route(
    app,
    'createStaffMembership',
    async (request, reply) => {
      const user = request.user;
      if (user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
      const rooms = await roomsOf(user.id);
      const body = request.body;
      if (!rooms.includes(body.classroomId))
        return reply.code(403).send({ message: MEMBERSHIP_MESSAGES.staffRoomNotYours });
      const course = COURSES.find((c) => c.code === body.course);
      if (!course) return reply.code(422).send({ message: MEMBERSHIP_MESSAGES.staffCourse, errors: {} });
      const booking =
        body.publicBookingId === undefined || body.publicBookingId === null
          ? null
          : await service.trialBooking(body.publicBookingId, rooms);
      if (body.publicBookingId != null && !booking)
        return reply.code(403).send({ message: MEMBERSHIP_MESSAGES.staffBookingNotFound });
      // From a trial booking the family and the first child come from it; what the staff typed wins.
      const bookedKid = booking?.input.kids?.[0];
      const guardian = {
        lastName: (body.guardian?.lastName ?? booking?.input.lastName ?? '').trim(),
        firstName: (body.guardian?.firstName ?? booking?.input.firstName ?? '').trim(),
        email: (body.guardian?.email ?? booking?.email ?? '').trim(),
      };
      const child = {
        lastName: (body.child?.lastName ?? bookedKid?.lastName ?? '').trim(),
        firstName: (body.child?.firstName ?? bookedKid?.firstName ?? '').trim(),
        lastNameKana: (body.child?.lastNameKana ?? bookedKid?.lastNameKana ?? '').trim(),
        firstNameKana: (body.child?.firstNameKana ?? bookedKid?.firstNameKana ?? '').trim(),
        ...(body.child ? { gender: body.child.genderId } : {}),
      };
      const lecture = LECTURES.find((l) => l.id === course.lectureId);
      // Issue 33: the same child's application of the same course in progress is created twice only when confirmed.
      if (body.confirmDuplicate !== true) {
        const duplicate = await service.inProgressDuplicate(body.classroomId, guardian.email, child, course.code);
        if (duplicate) {
          const subscriptionCode = subscriptionCodeOf(duplicate.id, jstIsoDate(duplicate.submittedAt));
          return reply.code(409).send({
            message: MEMBERSHIP_MESSAGES.staffDuplicate(subscriptionCode),
            duplicate: { id: duplicate.id, subscriptionCode, statusId: duplicate.statusId as 2 },
          });
        }
      }
      const created = await service.create({
        classroomId: body.classroomId,
        answers: {
          lectures: [{ lecture: lecture?.code ?? '', course: course.code, startMonth: body.startMonth }],
          child,
          guardian,
          ...(booking ? { publicBookingId: booking.id } : {}),
        },
      });
      if (created.noAccount) await mailGuestLink(request, created.application, false);
      const { application } = created;
      return {
        id: application.id,
        subscriptionCode: subscriptionCodeOf(application.id, jstIsoDate(application.submittedAt)),
        noAccount: created.noAccount,
      };
    },
    {
      // Staff only, before the form is checked: anyone else learns nothing about the form's rules.
      preHandler: async (request, reply) => {
        if (request.user?.kind !== 'staff') return reply.code(403).send({ message: STAFF_MESSAGES.notStaff });
      },
      // The form's own schema (packages/domain), so the server words each field as the form does.
      form: {
        schema: staffMembershipCreateSchema,
        values: ({ body }) => ({
          classroomId: String(body.classroomId),
          publicBookingId: body.publicBookingId == null ? '' : String(body.publicBookingId),
          course: body.course,
          startMonth: body.startMonth,
          guardianLastName: body.guardian?.lastName ?? '',
          guardianFirstName: body.guardian?.firstName ?? '',
          guardianEmail: body.guardian?.email ?? '',
          childLastName: body.child?.lastName ?? '',
          childFirstName: body.child?.firstName ?? '',
          childLastNameKana: body.child?.lastNameKana ?? '',
          childFirstNameKana: body.child?.firstNameKana ?? '',
          childGenderId: body.child ? String(body.child.genderId) : '',
        }),
      },
    },
  );
};
