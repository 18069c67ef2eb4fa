#include "app/cli/teamactioncommand.h"

#include "app/cli/exitstatus.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamstore.h"
#include "core/domain/printable.h"
#include "core/server/pgchangefeed.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "core/storage/auditstore.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::TeamAction)
};

using server::ActionRequest;
using server::ActionRequestRefusal;

const QString Wait = u"--wait"_s;

} // namespace

int refusalStatus(ActionRequestRefusal::Reason reason)
{
    switch (reason) {
    case ActionRequestRefusal::Reason::Held:
    case ActionRequestRefusal::Reason::Invalid:
        return ExitValidation;
    case ActionRequestRefusal::Reason::Forbidden:
        return ExitForbidden;
    case ActionRequestRefusal::Reason::Failed:
        break;
    }
    return ExitVault;
}

QString teamActionUsage()
{
    return Text::tr("  --server CONNINFO  the team server instead of --vault: the team worker sends the action\n"
                    "  --wait SECONDS     with --server, how long to wait for the worker's outcome (default %1;\n"
                    "                     0: record the request and return)")
        .arg(TeamAction::DefaultWaitSeconds);
}

TeamAction::TeamAction(CliOutput &io) : m_io(io), m_store(std::make_unique<CommandStore>()) {}

TeamAction::~TeamAction()
{
    m_desk.reset();
}

int TeamAction::open(const CommandLine &parsed)
{
    bool ok = true;
    m_waitSeconds = parsed.value(Wait, QString::number(DefaultWaitSeconds)).toInt(&ok);
    if (!ok || m_waitSeconds < 0 || m_waitSeconds > LongestWaitSeconds) {
        m_io.problem(Text::tr("--wait takes 0 to %1 seconds.").arg(LongestWaitSeconds));
        return ExitUsage;
    }
    m_conninfo = parsed.server;
    if (const int status = m_store->open(m_io, {}, {}, parsed.server); status != ExitOk)
        return status;
    m_desk = std::make_unique<server::TeamActionDesk>(*m_store->teamSession(), *m_store->access().guard);
    return ExitOk;
}

Result<Payment, int> TeamAction::payment(const QString &hash, bool json)
{
    if (const std::optional<Payment> stored = m_store->session().payments().findByHash(hash))
        return *stored;
    const QString text = Text::tr("The team server has no payment %1: look it up first (the team worker stores what "
                                  "the gateway notifies).")
                             .arg(printable(hash));
    m_io.report(json, errorJson(GatewayError::validation({FieldProblem{u"hash"_s, text, FieldProblem::Severity::Error}})),
                text);
    return int(ExitValidation);
}

void TeamAction::recordRefusal(OperationCall::Action action, const QJsonObject &parameters,
                               const FieldProblems &problems)
{
    AuditEntry entry;
    entry.actor = m_store->access().guard->actor();
    entry.action = operationActionCode(action);
    entry.parameters = parameters;
    entry.result = auditResultOf(GatewayResult(GatewayError::validation(problems)));
    (void)m_store->session().audit().append(entry);
}

Result<server::TeamActionDesk::Asked, ActionRequestRefusal> TeamAction::record(const ActionRequest &request,
                                                                              const Payment &payment)
{
    return m_desk->ask(request, payment);
}

int TeamAction::ask(const ActionRequest &request, const Payment &payment, bool json, const QString &done)
{
    const auto asked = record(request, payment);
    if (!asked) {
        const ActionRequestRefusal &refusal = asked.error();
        QJsonObject object{{u"status"_s, u"ERROR"_s}, {u"error"_s, u"refused"_s}, {u"message"_s, refusal.message}};
        if (refusal.holder)
            object.insert(u"held_by"_s, refusal.holder->requestedBy);
        m_io.report(json, object, Text::tr("Refused, nothing was recorded: %1").arg(printable(refusal.message)));
        return refusalStatus(refusal.reason);
    }
    if (asked->approvalId != 0) {
        const QString text = Text::tr("The refund is above the approval threshold: it waits as request %1 until a "
                                      "Manager approves it. Nothing was sent.")
                                 .arg(asked->approvalId);
        QJsonObject object = errorJson(GatewayError::validation(
            {FieldProblem{u"approval"_s, text, FieldProblem::Severity::Error}}));
        object.insert(u"awaiting_approval"_s, asked->approvalId);
        m_io.report(json, object, text);
        return ExitValidation;
    }
    return follow(asked->requestId, json, done);
}

int TeamAction::approve(qint64 approvalId, bool json, const QString &done)
{
    const auto handed = m_desk->approve(approvalId);
    if (!handed) {
        const ActionRequestRefusal &refusal = handed.error();
        m_io.report(json,
                    {{u"status"_s, u"ERROR"_s}, {u"error"_s, u"refused"_s}, {u"approval"_s, approvalId},
                     {u"message"_s, refusal.message}},
                    Text::tr("Refused: %1").arg(printable(refusal.message)));
        return refusalStatus(refusal.reason);
    }
    m_io.problem(Text::tr("Approved request %1: the refund goes to the team worker as request %2.")
                     .arg(approvalId)
                     .arg(handed.value()));
    return follow(handed.value(), json, done);
}

int TeamAction::follow(qint64 id, bool json, const QString &done)
{
    if (m_waitSeconds == 0) {
        m_io.report(json, {{u"status"_s, u"QUEUED"_s}, {u"request"_s, id}},
                    Text::tr("Request %1 is queued for the team worker.").arg(id));
        return ExitOk;
    }
    m_io.problem(Text::tr("Sent to the team worker as request %1…").arg(id));
    const QHash<qint64, ActionRequest> waited = waitForAll({id});
    const auto ended = waited.constFind(id);
    if (ended == waited.constEnd()) {
        m_io.problem(Text::tr("The team server could not be read: request %1 stays recorded and the team worker "
                              "sends it.").arg(id));
        return ExitOutcomeUnknown;
    }
    return report(*ended, json, done);
}

QHash<qint64, ActionRequest> TeamAction::waitForAll(const QList<qint64> &ids)
{
    server::PgActionRequests &requests = m_desk->requests();
    QHash<qint64, ActionRequest> last;
    const auto readAll = [&] {
        for (const qint64 id : ids) {
            const auto known = last.constFind(id);
            if (known != last.constEnd() && (known->isFinished() || known->state == ActionRequest::State::Unknown))
                continue;
            if (std::optional<ActionRequest> now = requests.find(id))
                last.insert(id, *now);
        }
    };
    const auto ended = [&] {
        for (const qint64 id : ids) {
            const auto known = last.constFind(id);
            if (known == last.constEnd() || !(known->isFinished() || known->state == ActionRequest::State::Unknown))
                return false;
        }
        return true;
    };
    readAll();
    if (ended() || m_waitSeconds == 0)
        return last;
    QEventLoop loop;
    server::PgChangeFeed feed;
    // Every change of the store wakes it; the requests are read again, and the wait ends once all ended.
    QObject::connect(&feed, &server::PgChangeFeed::changed, &loop, [&] {
        readAll();
        if (ended())
            loop.quit();
    });
    QTimer limit;
    limit.setSingleShot(true);
    QObject::connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    const auto address = server::readServerAddress(m_conninfo);
    if (!address)
        return last;
    feed.start(*address);
    limit.start(m_waitSeconds * 1000);
    // A request may have ended between the first read and the feed's start.
    readAll();
    if (!ended())
        loop.exec();
    return last;
}

int TeamAction::report(const ActionRequest &request, bool json, const QString &done)
{
    switch (request.state) {
    case ActionRequest::State::Done: {
        QJsonObject object{{u"status"_s, u"SUCCESS"_s}, {u"request"_s, request.id}};
        if (const std::optional<Payment> stored = m_store->session().payments().findByHash(request.paymentHash))
            object.insert(u"payment"_s, paymentJson(*stored));
        m_io.report(json, object, done);
        return ExitOk;
    }
    case ActionRequest::State::Failed: {
        const GatewayError error = request.failure();
        QJsonObject object = errorJson(error);
        object.insert(u"request"_s, request.id);
        m_io.report(json, object,
                    Text::tr("Failed: %1 %2 %3").arg(error.kindName(), printable(request.outcome), printable(request.message)));
        return exitStatusFor(error);
    }
    case ActionRequest::State::Unknown: {
        QJsonObject object = errorJson(request.failure());
        object.insert(u"request"_s, request.id);
        m_io.report(json, object,
                    Text::tr("Sent, but the outcome is unknown. The team worker settles it by query; it is never sent "
                             "again by itself."));
        return ExitOutcomeUnknown;
    }
    case ActionRequest::State::Requested:
    case ActionRequest::State::Sending:
        break;
    }
    const bool sending = request.state == ActionRequest::State::Sending;
    const std::optional<bool> active = m_desk->requests().workerActive();
    QString text = sending ? Text::tr("The team worker is sending request %1; its outcome is not known yet.").arg(request.id)
                   : active == false
                       ? Text::tr("No team worker is active: request %1 stays queued and is sent when one starts.")
                             .arg(request.id)
                       : Text::tr("The team worker has not taken request %1 yet: it stays queued.").arg(request.id);
    m_io.report(json,
                {{u"status"_s, u"QUEUED"_s},
                 {u"request"_s, request.id},
                 {u"state"_s, server::actionRequestStateCode(request.state)},
                 {u"worker_active"_s, active.value_or(false)}},
                text);
    return ExitOutcomeUnknown;
}

} // namespace dd::cli
