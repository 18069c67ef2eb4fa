#include "core/server/worker/actionexecutor.h"

#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/gateway/directapiclient.h"
#include "core/server/store/pgactionrequests.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/operationcall.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::ActionExecutor)
};

// How often the worker looks again without a wake-up: what was too young to settle, a missed
// notification. At most a quarter of the live-call window, so that what becomes old enough is
// settled soon after.
constexpr int RetryMs = 10'000;

using State = ActionRequest::State;

} // namespace

ActionExecutor::ActionExecutor(QString conninfo, QUrl gatewayUrl, SecretText integrationKey, TeamGatewayTiming timing,
                               QObject *parent)
    : QObject(parent), m_conninfo(std::move(conninfo)), m_gatewayUrl(std::move(gatewayUrl)),
      m_key(std::move(integrationKey)), m_timing(timing)
{
    connect(&m_feed, &PgChangeFeed::changed, this, &ActionExecutor::poll);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        m_settleTried.clear();
        poll();
    });
}

ActionExecutor::~ActionExecutor()
{
    m_feed.stop();
    // The calls in flight go with the operations, before the client and the session they use.
    m_operations.reset();
    m_client.reset();
}

bool ActionExecutor::start(const ServerAddress &address)
{
    auto opened = PgStoreSession::open(m_conninfo);
    if (!opened) {
        emit problem(opened.error().message);
        return false;
    }
    m_session = std::move(opened).value();
    m_requests = std::make_unique<PgActionRequests>(m_session->connection());
    m_client = workerGatewayClient(&m_network, m_gatewayUrl, m_key, m_timing);
    m_operations = std::make_unique<PaymentOperations>(*m_client, *m_session, m_session->login());
    m_retry.start(std::min(RetryMs, m_timing.liveCallWindowMs() / 4));
    // The feed's first report (on connecting) is the first look at what waits.
    m_feed.start(address);
    return true;
}

void ActionExecutor::poll()
{
    if (m_busy) {
        m_pollAgain = true;
        return;
    }
    m_pollAgain = false;
    // What an earlier worker left comes first: nothing else is sent for its payment meanwhile anyway.
    if (!settleNext())
        sendNext();
}

bool ActionExecutor::settleNext()
{
    for (const ActionRequest &request : m_requests->unsettled(m_timing.liveCallWindowMs())) {
        if (m_settleTried.contains(request.id))
            continue;
        m_settleTried.insert(request.id);
        settle(request);
        return true;
    }
    return false;
}

bool ActionExecutor::sendNext()
{
    for (const ActionRequest &waiting : m_requests->inState(State::Requested)) {
        if (const std::optional<ActionRequest> claimed = m_requests->claim(waiting.id)) {
            send(*claimed);
            return true;
        }
    }
    return false;
}

void ActionExecutor::settle(const ActionRequest &request)
{
    if (request.isCreate()) {
        settleCreate(request);
        return;
    }
    m_busy = true;
    OperationCall *call = m_operations->resolve(request.paymentHash);
    connect(call, &OperationCall::finished, this, [this, call, request] {
        if (call->succeeded() && call->result()->payment) {
            if (request.appliedTo(*call->result()->payment))
                finish(request, State::Done, u"SUCCESS"_s, Text::tr("Settled by query: the gateway carried it out."));
            else
                finish(request, State::Failed, u"not_applied"_s,
                       Text::tr("Settled by query: the gateway did not carry it out. Nothing was sent again; ask "
                                "again to send it."));
        } else {
            // Asked again in the next round.
            finish(request, State::Unknown, auditResultOf(call->result()), call->result().error().message());
        }
        done();
    });
}

// A create's payment does not exist yet: a query by its merchant code tells whether the gateway made
// it (then it is stored, as the create's own answer would have been).
void ActionExecutor::settleCreate(const ActionRequest &request)
{
    m_busy = true;
    OperationCall *call = m_operations->resolveCreate(request.merchantCode);
    connect(call, &OperationCall::finished, this, [this, call, request] {
        if (call->succeeded() && call->result()->payment)
            finish(request, State::Done, u"SUCCESS"_s, Text::tr("Settled by query: the gateway carried it out."));
        else if (!call->succeeded() && call->result().error().kind == GatewayError::Kind::Gateway)
            finish(request, State::Failed, u"not_applied"_s,
                   Text::tr("Settled by query: the gateway did not carry it out. Nothing was sent again; ask "
                            "again to send it."));
        else
            finish(request, State::Unknown, auditResultOf(call->result()), call->result().error().message());
        done();
    });
}

void ActionExecutor::send(const ActionRequest &request)
{
    const std::optional<Payment> payment =
        request.isCreate() ? std::optional<Payment>(Payment{}) : m_operations->cachedPayment(request.paymentHash);
    if (!payment) {
        refuse(request, Text::tr("The team store has no payment %1.").arg(request.paymentHash));
        return;
    }
    if (const QString problem = approvalProblem(request); !problem.isEmpty()) {
        refuse(request, problem);
        return;
    }
    // A create written past a desk (psql) is checked here too: a card payment is never sent from here.
    if (const FieldProblems problems = request.isCreate() ? request.problems(*payment) : FieldProblems();
        hasErrors(problems)) {
        refuse(request, problems.constFirst().message);
        return;
    }
    OperationCall *call = request.send(*m_operations, *payment);
    if (!call) {
        refuse(request, Text::tr("This action is not one a desk may ask the team worker for."));
        return;
    }
    m_busy = true;
    connect(call, &OperationCall::finished, this, [this, call, request] {
        const GatewayResult &result = call->result();
        const QString outcome = auditResultOf(result);
        if (request.approvalId != 0)
            m_session->approvals().recordOutcome(request.approvalId,
                                                 call->isOutcomeUnknown() ? u"outcome_unknown"_s : outcome);
        if (call->succeeded())
            finish(request, State::Done, outcome, {});
        else if (call->isOutcomeUnknown())
            finish(request, State::Unknown, outcome, result.error().message());
        else
            finish(request, State::Failed, outcome,
                   result.error().gatewayMessage.isEmpty() ? result.error().message() : result.error().gatewayMessage);
        done();
    });
}

void ActionExecutor::refuse(const ActionRequest &request, const QString &reason)
{
    m_busy = true;
    finish(request, State::Failed, u"validation"_s, reason);
    // From the event loop, as a call's end would come: a queue of refusals never recurses.
    QMetaObject::invokeMethod(this, &ActionExecutor::done, Qt::QueuedConnection);
}

void ActionExecutor::finish(const ActionRequest &request, State state, const QString &outcome, const QString &message)
{
    if (request.state == State::Unknown && state == State::Unknown)
        return;   // still unknown: nothing to write
    if (!m_requests->finish(request.id, state, outcome, message))
        emit problem(Text::tr("Could not record how request %1 ended: %2").arg(request.id).arg(m_requests->lastError().message));
    else
        emit requestFinished(request.id, state);
}

QString ActionExecutor::approvalProblem(const ActionRequest &request)
{
    if (request.kind != PendingOperation::Kind::Refund)
        return {};
    if (request.approvalId != 0) {
        const std::optional<access::RefundApproval> approval = m_session->approvals().find(request.approvalId);
        if (!approval || approval->state != access::RefundApproval::State::Approved || !approval->outcome.isEmpty())
            return Text::tr("Refund request %1 is not approved, or was sent already.").arg(request.approvalId);
        return {};
    }
    // The requester's role as the server has it now, and the team's thresholds: the rule a desk
    // applies before asking, applied again here. The server refuses such a request since version 15
    // (teamfoureyessql.cpp); one recorded before that, or by a Manager demoted since, stops here.
    auto manager = m_session->connection().exec("SELECT pg_has_role($1, $2, 'MEMBER')",
                                                {request.requestedBy.toUtf8(), QByteArray(TeamSchema::ManagerRole)});
    if (manager && manager->rows() == 1 && manager->bytes(0, 0) == "t")
        return {};
    access::AccessGuard requester(m_session->audit());
    requester.signIn(access::Operator{request.requestedBy, request.requestedByName, access::Role::Support, 0});
    access::RefundApprovals approvals(*m_session, requester);
    const QString currency = request.parameters.value(u"currency"_s).toString();
    const auto amount = Money::parse(request.parameters.value(u"amount"_s).toString(), currency, Sign::PositiveOnly);
    if (amount && approvals.needsApproval(*amount))
        return Text::tr("The refund is above the approval threshold: a Manager approves it first.");
    return {};
}

void ActionExecutor::done()
{
    m_busy = false;
    // One more look after each request: others may have been waiting behind it.
    poll();
}

} // namespace dd::server
