#include "app/cli/syncsession.h"

#include "app/cli/accesscontext.h"
#include "app/cli/teamstore.h"
#include "core/domain/printable.h"
#include "core/gateway/directapiclient.h"
#include "core/server/worker/workergateway.h"
#include "core/storage/intentlog.h"
#include "core/storage/storesession.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/storedclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

namespace dd::cli {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::SyncCommands)
};

int problemStatus(CliOutput &io, const QString &problem, int status)
{
    io.problem(printable(problem));
    return status;
}

} // namespace

SyncSession::SyncSession(CliOutput &io) : m_io(io)
{
}

SyncSession::~SyncSession()
{
    m_worker.reset();
    m_operations.reset();
    m_client.reset();
    m_store.reset();
}

StoreSession &SyncSession::cache()
{
    return m_store->session();
}

bool SyncSession::isTeam() const
{
    return m_store && m_store->isTeam();
}

AccessContext &SyncSession::access()
{
    return m_store->access();
}

Vault *SyncSession::vault()
{
    return m_store->vault();
}

server::PgStoreSession *SyncSession::teamSession()
{
    return m_store->teamSession();
}

int SyncSession::open(const CommandLine &arguments, Gateway gateway)
{
    // The key is read before anything is connected: without one, nothing is sent anywhere.
    std::optional<server::WorkerGateway> key;
    if (!arguments.server.isEmpty()) {
        auto read = gatewayOnThisComputer(arguments);
        if (read)
            key = std::move(read).value();
        else if (gateway == Gateway::Required)
            return problemStatus(m_io, read.error(), ExitUsage);
        else
            m_gatewayProblem = read.error();
    }
    m_store = std::make_unique<CommandStore>();
    if (const int opened = m_store->open(m_io, arguments.vault, arguments.slot, arguments.server); opened != ExitOk)
        return opened;
    if (const int made = openClient(gateway, key); made != ExitOk || !m_client)
        return made;
    m_operations = std::make_unique<PaymentOperations>(*m_client, cache(), QStringLiteral("cli"));
    m_operations->setAccess(access().guard.get(), access().approvals.get());
    m_worker = std::make_unique<RefreshWorker>(cache(), *m_client);
    if (isTeam()) {
        const qint64 liveSince = QDateTime::currentMSecsSinceEpoch() - m_timing.liveCallWindowMs();
        m_operations->setLiveIntentsSince(liveSince);
        m_worker->setLiveIntentsSince(liveSince);
    }
    resolveIntents();
    return ExitOk;
}

int SyncSession::openClient(Gateway gateway, const std::optional<server::WorkerGateway> &key)
{
    if (!isTeam()) {
        StoredClient made = clientFromCache(&m_network, cache());
        if (!made.client && gateway == Gateway::Optional) {
            m_gatewayProblem = made.problem;   // e.g. a cache the window made for its built-in sandbox
            return ExitOk;
        }
        if (!made.client) {
            m_io.err() << made.problem << Qt::endl;
            return ExitVault;
        }
        m_client = std::move(made.client);
        return ExitOk;
    }
    if (!key)
        return ExitOk;
    // Only a command that asks the gateway needs the team's limit (a call the worker or another
    // command line sent may still be under way within its window): a stored value that is not one
    // stops that command, and leaves one that can do without the gateway (reconcile) to go on.
    auto timing = server::TeamGatewayTiming::load(cache());
    if (!timing) {
        if (gateway == Gateway::Optional) {
            m_gatewayProblem = timing.error().message;
            return ExitOk;
        }
        return problemStatus(m_io, timing.error().message, timing.error().unreadable ? ExitVault : ExitValidation);
    }
    m_timing = *timing;
    auto made = teamGatewayClient(&m_network, cache(), *key, m_timing);
    if (made) {
        m_client = std::move(made).value();
        return ExitOk;
    }
    if (gateway == Gateway::Optional) {
        m_gatewayProblem = made.error();
        return ExitOk;
    }
    m_io.problem(printable(made.error()));
    return ExitUsage;
}

// Open intents first: a crash or a lost answer is settled before anything new is sent.
void SyncSession::resolveIntents()
{
    QStringList intentHashes;
    for (const PendingOperation &intent : cache().intents().unresolved())
        intentHashes.append(intent.paymentHash);
    intentHashes.removeAll(QString());
    if (intentHashes.isEmpty())
        return;
    const RefreshSummary resolved = refresh(RefreshPlan::targetsFor(cache(), intentHashes));
    m_resolvedOnOpen = resolved.resolved;
    if (resolved.resolved > 0)
        m_io.err() << Text::tr("Resolved %n earlier action(s) whose outcome was unknown.", nullptr, resolved.resolved)
                   << Qt::endl;
}

RefreshSummary SyncSession::refresh(const QList<RefreshTarget> &targets)
{
    RefreshSummary summary;
    if (targets.isEmpty())
        return summary;
    QEventLoop loop;
    QObject::connect(m_worker.get(), &RefreshWorker::finished, &loop, [&](const RefreshSummary &done) {
        summary = done;
        loop.quit();
    });
    m_worker->start(targets);
    if (m_worker->isRunning())
        loop.exec();
    return summary;
}

GatewayResult SyncSession::wait(OperationCall *call, int *resolution, bool *answerNotStored)
{
    call->setAutoDelete(false);
    if (!call->isFinished()) {
        QEventLoop loop;
        QObject::connect(call, &OperationCall::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    GatewayResult result = call->result();
    if (resolution)
        *resolution = int(call->resolution());
    if (answerNotStored)
        *answerNotStored = call->answerNotStored();
    delete call;
    return result;
}

QJsonObject errorJson(const GatewayError &error)
{
    QJsonObject object{{QStringLiteral("status"), QStringLiteral("ERROR")},
                       {QStringLiteral("error"), error.kindName()}};
    if (!error.code.isEmpty())
        object.insert(QStringLiteral("status_code"), error.code);
    if (!error.gatewayMessage.isEmpty())
        object.insert(QStringLiteral("status_message"), error.gatewayMessage);
    if (error.httpStatus != 0)
        object.insert(QStringLiteral("http_status"), error.httpStatus);
    QJsonObject fields;
    for (const FieldProblem &problem : error.fields)
        fields.insert(problem.field, problem.message);
    if (!fields.isEmpty())
        object.insert(QStringLiteral("fields"), fields);
    return object;
}

QJsonObject paymentJson(const Payment &payment)
{
    QJsonArray refunds;
    for (const Refund &refund : payment.refunds)
        refunds.append(QJsonObject{{QStringLiteral("id"), refund.id},
                                   {QStringLiteral("merchant_refund_code"), refund.merchantRefundCode},
                                   {QStringLiteral("status"), refundStatusCode(refund.status)}});
    return QJsonObject{{QStringLiteral("hash"), payment.hash},
                       {QStringLiteral("merchant_payment_code"), payment.merchantPaymentCode},
                       {QStringLiteral("status"), paymentStatusCode(payment.status)},
                       {QStringLiteral("refunds"), refunds}};
}

QJsonObject summaryJson(const RefreshSummary &summary)
{
    return QJsonObject{{QStringLiteral("total"), summary.total},
                       {QStringLiteral("refreshed"), summary.refreshed},
                       {QStringLiteral("failed"), summary.failed},
                       {QStringLiteral("resolved"), summary.resolved}};
}

} // namespace dd::cli
