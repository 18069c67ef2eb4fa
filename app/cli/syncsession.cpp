#include "app/cli/syncsession.h"

#include "app/cli/accesscontext.h"
#include "app/cli/vaultcommand.h"
#include "core/cache/vault.h"
#include "core/gateway/directapiclient.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/storedclient.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

namespace dd::cli {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::SyncCommands)
};
} // namespace

SyncSession::SyncSession(CliOutput &io) : m_io(io)
{
}


SyncSession::~SyncSession()
{
    m_worker.reset();
    m_operations.reset();
    m_access.reset();
    m_client.reset();
    if (m_vault)
        m_vault->lock();
}

StoreSession &SyncSession::cache()
{
    return *m_vault->session();
}

int SyncSession::open(const CommandLine &arguments)
{
    m_vault = std::make_unique<Vault>(arguments.vault);
    if (!unlockForCommand(m_io, *m_vault, arguments.slot))
        return ExitVault;
    m_access = signInForCommand(m_io, *m_vault);
    if (!m_access)
        return ExitForbidden;
    StoredClient made = clientFromCache(&m_network, cache());
    if (!made.client) {
        m_io.err() << made.problem << Qt::endl;
        return ExitVault;
    }
    m_client = std::move(made.client);
    m_operations = std::make_unique<PaymentOperations>(*m_client, cache(), QStringLiteral("cli"));
    m_operations->setAccess(m_access->guard.get(), m_access->approvals.get());
    m_worker = std::make_unique<RefreshWorker>(cache(), *m_client);
    // Open intents first: a crash or a lost answer is settled before anything new is sent.
    QStringList intentHashes;
    for (const PendingOperation &intent : cache().intents().unresolved())
        intentHashes.append(intent.paymentHash);
    intentHashes.removeAll(QString());
    if (!intentHashes.isEmpty()) {
        const RefreshSummary resolved = refresh(RefreshPlan::targetsFor(cache(), intentHashes));
        m_resolvedOnOpen = resolved.resolved;
        if (resolved.resolved > 0)
            m_io.err() << Text::tr("Resolved %n earlier action(s) whose outcome was unknown.", nullptr,
                                        resolved.resolved)
                            << Qt::endl;
    }
    return ExitOk;
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
