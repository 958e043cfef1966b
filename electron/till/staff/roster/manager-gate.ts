/**
 * The bridge's gate and one-call approvals: which calls run on a locked till, which need a
 * manager on the till, and which need a right (shared/bridge/contract.ts RIGHT_OF_CALL) that the
 * role of the person on the till holds, or that someone whose role holds it approves by PIN.
 */
import { MANAGER_ACTION_WORDS, MANAGER_ON_TILL, MANAGER_ONLY, OPEN_WHILE_LOCKED, RIGHT_OF_CALL } from '../../../../shared/bridge/bridge.js';
import { APPROVAL_MS, approvalCovers, approvalRequestOf, type ApprovalAction, type ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import type { TillRefusal } from '../../runtime/error-words.js';
import { ref, refusal, type RosterContext } from './roster-context.js';
import type { RosterMember } from '../roster-file.js';
import type { StaffRef } from '../../../../shared/shift/staff-ref.js';
import { approversOf, MANAGER_ROLE, rightsCover, rightsOfRole, type RightCheck } from '../../../../shared/staff/role-rights.js';
import { defineMessages, englishOf, wordsOf } from '../../../../shared/i18n/words.js';
import { composeWords, type ComposedWords } from '../../../../shared/staff/composed-words.js';
import type { PinCheck } from './pin-check.js';
import { rosterWords } from './roster-words.js';
import { approversWordsOf, roleInActionWords } from '../../../../shared/staff/role-in-words.js';
import type { StaffRoster } from './roster-api.js';
import type { TillLock } from './till-lock.js';

const messages = defineMessages({
  mustApprove: { id: 'staff.gate.mustApprove', defaultMessage: '{approvers} must approve this: {action}.' },
  onRecord: { id: 'staff.gate.onRecord', defaultMessage: '{action} ({record})' },
  onMember: { id: 'staff.gate.onMember', defaultMessage: '{action} ({name})' },
  onMemberToRole: { id: 'staff.gate.onMemberToRole', defaultMessage: '{action} ({name} to {role})' },
  goneMember: { id: 'staff.gate.goneMember', defaultMessage: 'someone no longer on the staff list' },
  managerOnTill: {
    id: 'staff.gate.managerOnTill',
    defaultMessage: 'Only a manager on the till can see every order of the store: a manager opens the till with their PIN.',
  },
  notManagerPin: { id: 'staff.gate.notManagerPin', defaultMessage: 'That is not a manager’s PIN.' },
  roleCannotApprove: { id: 'staff.gate.roleCannotApprove', defaultMessage: 'That PIN’s role cannot approve this.' },
  changedHands: { id: 'staff.gate.changedHands', defaultMessage: 'Someone else opened the till meanwhile: ask for the approval again.' },
});

type GateCalls = Pick<StaffRoster, 'admit' | 'requireManager' | 'requireRight' | 'approve'>;

const askedKey = (request: ApprovalRequest) => `${request.method}\n${request.record ?? ''}`;

export function managerGate(ctx: RosterContext, checkPin: PinCheck, { lockIfIdle }: Pick<TillLock, 'lockIfIdle'>): GateCalls {
  const { state, now } = ctx;

  /** Spends the approval of this very call for the person on the till: its approver, or null. */
  const spendApproval = (request: ApprovalRequest): StaffRef | null => {
    if (state.approval && (state.approval.until <= now().getTime() || state.approval.forId !== state.onTill?.id)) state.approval = null;
    // Only the call the approval names spends it; any other is refused and leaves it for that call.
    if (state.approval && approvalCovers(state.approval.request, request)) {
      const { by } = state.approval;
      state.approval = null;
      return by;
    }
    return null;
  };

  /** Whether a member's role covers the check; null: a manager's action. */
  const holds = (m: RosterMember, check: RightCheck | null) => (check ? rightsCover(rightsOfRole(m.role, state.roles), check) : m.role === MANAGER_ROLE);

  /** Asks for the approval of this one action by someone whose role covers the check (a manager's, when null). */
  const askApproval = (check: RightCheck | null, request: ApprovalRequest, action: ApprovalAction): never => {
    if (check) state.rightAsked.set(askedKey(request), check);
    const approvers = approversOf(check, state.roles);
    const approversWords = approversWordsOf(check, state.roles);
    const actionWords = typeof action === 'string' ? null : action;
    const english = typeof action === 'string' ? action : englishOf(action);
    const message = actionWords
      ? composeWords(messages.mustApprove, {}, { approvers: approversWords, action: actionWords })
      : composeWords(messages.mustApprove, { action: english }, { approvers: approversWords });
    // "a manager" goes without saying: the refusal names approvers only where another role may approve.
    throw refusal('manager_required', message, {
      action: english,
      ...(actionWords ? { actionWords } : {}),
      approval: request,
      ...(approvers === 'a manager' ? {} : { approvers }),
      approversWords,
    });
  };

  /** Who holds the right for this one action, or the refusal asking for an approval. */
  const requireRight = (check: RightCheck, request: ApprovalRequest, action: ApprovalAction): StaffRef => {
    const onTill = state.onTill;
    if (!onTill) throw refusal('locked', wordsOf(rosterWords.locked));
    if (holds(onTill, check)) return ref(onTill);
    const by = spendApproval(request);
    if (by) {
      state.rightAsked.delete(askedKey(request));
      return by;
    }
    return askApproval(check, request, action);
  };

  /** A call a service or the gate keeps for a right (its method's, RIGHT_OF_CALL), or for a manager where it names none. */
  const requireManager = (request: ApprovalRequest, action: ApprovalAction): void => {
    const right = RIGHT_OF_CALL[request.method];
    if (right) {
      requireRight({ right }, request, action);
      return;
    }
    if (state.onTill?.role === MANAGER_ROLE) return;
    if (spendApproval(request)) return;
    askApproval(null, request, action);
  };

  /** What the approval dialog shows for a manager-only call: its words, and the record in words where a person reads one. */
  const actionWords = (request: ApprovalRequest): ApprovalAction => {
    const declared = MANAGER_ACTION_WORDS[request.method];
    if (!declared) return request.method;
    const action = wordsOf(declared);
    if (request.record === null || request.method.startsWith('stores.')) return action;
    if (request.method.startsWith('staff.') && request.method !== 'staff.add' && request.method !== 'staff.setIdleLock') {
      const [id, role] = request.record.split(' as ');
      const name = state.members.find((m) => m.id === id)?.name;
      const gone: Record<string, ComposedWords> = name === undefined ? { name: wordsOf(messages.goneMember) } : {};
      if (!role) return composeWords(messages.onMember, { name: name ?? '' }, { action, ...gone });
      const said = roleInActionWords(role, state.roles);
      const roleWords: Record<string, ComposedWords> = 'words' in said ? { role: said.words } : {};
      return composeWords(messages.onMemberToRole, { name: name ?? '', ...('name' in said ? { role: said.name } : {}) }, { action, ...gone, ...roleWords });
    }
    return composeWords(messages.onRecord, { record: request.record }, { action });
  };

  return {
    admit(method, args) {
      lockIfIdle();
      if (!state.onTill && !OPEN_WHILE_LOCKED.includes(method)) {
        return state.members.length === 0
          ? { kind: 'locked', message: englishOf(wordsOf(rosterWords.noManager)), words: wordsOf(rosterWords.noManager) }
          : { kind: 'locked', message: englishOf(wordsOf(rosterWords.locked)), words: wordsOf(rosterWords.locked) };
      }
      if (MANAGER_ON_TILL.includes(method) && state.onTill?.role !== MANAGER_ROLE) {
        return { kind: 'forbidden', message: englishOf(wordsOf(messages.managerOnTill)), words: wordsOf(messages.managerOnTill) };
      }
      if (MANAGER_ONLY.includes(method)) {
        const request = approvalRequestOf(method, args);
        try {
          requireManager(request, actionWords(request));
        } catch (error) {
          return (error as TillRefusal).info;
        }
      }
      return null;
    },
    requireManager,
    requireRight,
    async approve(pin, request) {
      if (state.members.length === 0) throw refusal('locked', wordsOf(rosterWords.noManager));
      if (!state.onTill) throw refusal('locked', wordsOf(rosterWords.locked));
      const forId = state.onTill.id;
      // An action refused for want of a right is approved by someone whose role holds it; any other by a manager.
      const declared = RIGHT_OF_CALL[request.method];
      const asked = state.rightAsked.get(askedKey(request)) ?? (declared ? { right: declared } : null);
      const manager = await checkPin(
        pin,
        'approve',
        (m) => holds(m, asked),
        wordsOf(approversOf(asked, state.roles) === 'a manager' ? messages.notManagerPin : messages.roleCannotApprove),
      );
      // The till changed hands while the PIN was checked: the approval was asked for someone else.
      if (state.onTill?.id !== forId) throw refusal('locked', wordsOf(messages.changedHands));
      const until = now().getTime() + APPROVAL_MS;
      state.approval = { by: ref(manager), forId, request: { method: request.method, record: request.record }, until };
      ctx.record('staff.approved', { manager: ref(manager), method: request.method, record: request.record });
      return { approvedBy: manager.name, validUntil: new Date(until).toISOString() };
    },
  };
}
