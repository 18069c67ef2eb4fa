#include "core/server/teamactiondesk.h"

#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/server/store/pgstoresession.h"
#include "core/storage/auditstore.h"
#include "core/sync/operationcall.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::TeamActionDesk)
};

access::Permission permissionFor(PendingOperation::Kind kind)
{
    switch (kind) {
    case PendingOperation::Kind::Capture: return access::Permission::Capture;
    case PendingOperation::Kind::Refund: return access::Permission::Refund;
    case PendingOperation::Kind::CancelRefund: return access::Permission::CancelRefund;
    case PendingOperation::Kind::CancelPayment: return access::Permission::CancelPayment;
    case PendingOperation::Kind::CreatePayment: return access::Permission::CreatePayment;
    }
    return access::Permission::CreatePayment;
}

ActionRequestRefusal refused(ActionRequestRefusal::Reason reason, const QString &message)
{
    return ActionRequestRefusal{reason, message, std::nullopt};
}

// The audit trail's result for a request the server did not take; each reads as its own words
// (ui/access/auditlabels.cpp).
QString refusalResultCode(ActionRequestRefusal::Reason reason)
{
    switch (reason) {
    case ActionRequestRefusal::Reason::Held: return u"HELD"_s;
    case ActionRequestRefusal::Reason::Forbidden: return u"FORBIDDEN"_s;
    case ActionRequestRefusal::Reason::Invalid: return u"validation"_s;
    case ActionRequestRefusal::Reason::Failed: break;
    }
    return u"SERVER_ERROR"_s;
}

// A decision the operator may not make (their role, their own request) is forbidden; one on a
// request that is not there or no longer waits is invalid input.
ActionRequestRefusal::Reason approvalRefusalReason(access::AccessError::Code code)
{
    switch (code) {
    case access::AccessError::Code::NoSuchRequest:
    case access::AccessError::Code::NotAwaiting:
        return ActionRequestRefusal::Reason::Invalid;
    case access::AccessError::Code::Storage:
        return ActionRequestRefusal::Reason::Failed;
    default:
        break;
    }
    return ActionRequestRefusal::Reason::Forbidden;
}

} // namespace

TeamActionDesk::TeamActionDesk(PgStoreSession &session, access::AccessGuard &guard)
    : m_session(session), m_guard(guard), m_requests(session.connection())
{
}

Result<TeamActionDesk::Asked, ActionRequestRefusal> TeamActionDesk::ask(const ActionRequest &request,
                                                                        const Payment &payment)
{
    // The guard audits its own refusals.
    if (auto allowed = m_guard.require(permissionFor(request.kind), pendingOperationKindCode(request.kind),
                                       request.parameters);
        !allowed)
        return refused(ActionRequestRefusal::Reason::Forbidden, allowed.error().message());
    if (const FieldProblems problems = request.problems(payment); hasErrors(problems)) {
        QStringList named;
        for (const FieldProblem &problem : problems)
            named.append(problem.field + u": " + problem.message);
        return refused(ActionRequestRefusal::Reason::Invalid, named.join(u"; "));
    }
    if (request.kind == PendingOperation::Kind::Refund && request.approvalId == 0) {
        access::RefundApprovals approvals(m_session, m_guard);
        const RefundRequest refund = request.refundRequest(payment);
        if (approvals.needsApproval(refund.amount)) {
            auto stored = approvals.request(refund);
            if (!stored) {
                // Another request for the payment waits: held, as another open action is.
                const bool held = stored.error().code == access::AccessError::Code::AlreadyAwaiting;
                return refused(held ? ActionRequestRefusal::Reason::Held : ActionRequestRefusal::Reason::Failed,
                               stored.error().message());
            }
            return Asked{0, stored.value()};
        }
    }
    auto submitted = submit(request);
    if (!submitted)
        return submitted.error();
    return Asked{submitted.value(), 0};
}

Result<qint64, ActionRequestRefusal> TeamActionDesk::approve(qint64 approvalId)
{
    if (!m_guard.current())
        return refused(ActionRequestRefusal::Reason::Forbidden, Text::tr("Nobody is signed in."));
    const access::Operator approver = *m_guard.current();
    access::RefundApprovals approvals(m_session, m_guard);
    // The desk's checks give the clear message; the server decides, records the request and audits
    // both in one transaction (approve_refund()), so an approval is never left decided with nothing
    // to send, whatever another desk does at the same moment. Its refusal the desk audits.
    auto waiting = approvals.approvable(approvalId, approver);
    if (!waiting)
        return refused(approvalRefusalReason(waiting.error().code), waiting.error().message());
    const ActionRequest request = ActionRequest::approvedRefund(waiting.value());
    auto recorded = m_requests.approve(request, access::RefundApprovals::auditParameters(waiting.value()));
    if (!recorded)
        auditRequest(request, recorded);
    return recorded;
}

Result<qint64, ActionRequestRefusal> TeamActionDesk::submit(const ActionRequest &request)
{
    auto submitted = m_requests.submit(request);
    auditRequest(request, submitted);
    return submitted;
}

void TeamActionDesk::auditRequest(const ActionRequest &request, const Result<qint64, ActionRequestRefusal> &submitted)
{
    AuditEntry entry;
    entry.actor = m_guard.actor();
    entry.action = u"action_request"_s;
    entry.parameters = request.parameters;
    entry.parameters.insert(u"action"_s, pendingOperationKindCode(request.kind));
    if (request.isCreate())
        entry.parameters.insert(u"merchant_payment_code"_s, request.merchantCode);
    else
        entry.parameters.insert(u"hash"_s, request.paymentHash);
    if (submitted)
        entry.parameters.insert(u"request"_s, submitted.value());
    entry.result = submitted ? u"REQUESTED"_s : refusalResultCode(submitted.error().reason);
    (void)m_session.audit().append(entry);
}

} // namespace dd::server
