// `queue`: what waits in the import queue, and the codes the gateway does not know.
#include "app/cli/accesscontext.h"
#include "app/cli/queuecommand.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamstore.h"
#include "core/domain/printable.h"
#include "core/server/store/pgactionrequests.h"
#include "core/server/store/pgstoresession.h"
#include "core/storage/intentlog.h"
#include "core/storage/importqueue.h"
#include "core/storage/storesession.h"
#include "core/sync/notificationimport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

namespace dd::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(dd::cli::QueueCommand)
};

constexpr int ListLimit = 1000;

QString stateCode(QueuedCode::State state)
{
    switch (state) {
    case QueuedCode::State::Waiting:
        return QStringLiteral("waiting");
    case QueuedCode::State::UnknownToGateway:
        return QStringLiteral("unknown");
    }
    return {};
}

QJsonObject queuedJson(const QueuedCode &queued)
{
    return QJsonObject { { QStringLiteral("code"), queued.code },
                         { QStringLiteral("kind"),
                           queued.kind == QueuedCode::Kind::Hash ? QStringLiteral("hash")
                                                                 : QStringLiteral("merchant_code") },
                         { QStringLiteral("state"), stateCode(queued.state) },
                         { QStringLiteral("source"), queued.source },
                         { QStringLiteral("attempts"), queued.attempts },
                         { QStringLiteral("not_found"), queued.notFound },
                         { QStringLiteral("next_attempt_at"), queued.nextAttemptAtMs },
                         { QStringLiteral("last_error"), queued.lastError } };
}

QString queuedLine(const QueuedCode &queued)
{
    const QString next = queued.state == QueuedCode::State::UnknownToGateway ? Text::tr("retry by hand")
        : queued.nextAttemptAtMs == 0
        ? Text::tr("due")
        : QDateTime::fromMSecsSinceEpoch(queued.nextAttemptAtMs, Qt::UTC).toString(Qt::ISODate);
    return printable(QStringLiteral("%1  %2  %3  %4  %5")
                         .arg(queued.code, stateCode(queued.state))
                         .arg(queued.attempts)
                         .arg(next, queued.lastError));
}

// On the team server: the actions whose outcome is unknown, which the team worker settles by query
// (the desks' requests, and the intents of the calls it made).
struct UnknownOutcomes
{
    QList<server::ActionRequest> requests;
    QList<PendingOperation> intents;
};

UnknownOutcomes unknownOutcomes(server::PgStoreSession &team)
{
    UnknownOutcomes unknown;
    unknown.requests = server::PgActionRequests(team.connection()).inState(server::ActionRequest::State::Unknown, ListLimit);
    for (const PendingOperation &intent : team.intents().unresolved())
        if (intent.state == PendingOperation::State::Unknown)
            unknown.intents.append(intent);
    return unknown;
}

QJsonObject unknownJson(const UnknownOutcomes &unknown)
{
    QJsonArray requests;
    for (const server::ActionRequest &request : unknown.requests)
        requests.append(QJsonObject{{QStringLiteral("request"), request.id},
                                    {QStringLiteral("kind"), pendingOperationKindCode(request.kind)},
                                    {QStringLiteral("hash"), request.paymentHash},
                                    {QStringLiteral("merchant_code"), request.merchantCode},
                                    {QStringLiteral("requested_by"), request.requestedBy}});
    QJsonArray intents;
    for (const PendingOperation &intent : unknown.intents)
        intents.append(QJsonObject{{QStringLiteral("intent"), intent.id},
                                   {QStringLiteral("kind"), pendingOperationKindCode(intent.kind)},
                                   {QStringLiteral("hash"), intent.paymentHash},
                                   {QStringLiteral("merchant_code"), intent.merchantCode}});
    return QJsonObject{{QStringLiteral("requests"), requests}, {QStringLiteral("intents"), intents}};
}

void printUnknown(QTextStream &out, const UnknownOutcomes &unknown)
{
    for (const server::ActionRequest &request : unknown.requests)
        out << printable(Text::tr("outcome unknown  request %1  %2  %3  %4  asked by %5")
                             .arg(request.id)
                             .arg(pendingOperationKindCode(request.kind), request.paymentHash, request.merchantCode,
                                  request.requestedBy))
            << '\n';
    for (const PendingOperation &intent : unknown.intents)
        out << printable(Text::tr("outcome unknown  intent %1  %2  %3  %4")
                             .arg(intent.id)
                             .arg(pendingOperationKindCode(intent.kind), intent.paymentHash, intent.merchantCode))
            << '\n';
    out << Text::tr("%1 action request(s) and %2 intent(s) with an unknown outcome: the team worker settles them by "
                    "query.")
               .arg(unknown.requests.size())
               .arg(unknown.intents.size())
        << '\n';
}

int list(CliOutput &io, StoreSession &store, server::PgStoreSession *team, const CommandLine &parsed)
{
    ImportQueue &queue = store.importQueue();
    const bool unknownOnly = parsed.flags.contains(QStringLiteral("--unknown"));
    const QList<QueuedCode> rows
        = queue.list(unknownOnly ? std::optional(QueuedCode::State::UnknownToGateway) : std::nullopt, ListLimit);
    const qint64 waiting = queue.count(QueuedCode::State::Waiting);
    const qint64 unknown = queue.count(QueuedCode::State::UnknownToGateway);
    const std::optional<UnknownOutcomes> outcomes = team ? std::optional(unknownOutcomes(*team)) : std::nullopt;
    if (parsed.json) {
        QJsonArray codes;
        for (const QueuedCode &queued : rows)
            codes.append(queuedJson(queued));
        QJsonObject object { { QStringLiteral("waiting"), waiting },
                             { QStringLiteral("unknown"), unknown },
                             { QStringLiteral("max_size"), ImportQueue::MaxSize },
                             { QStringLiteral("codes"), codes } };
        if (outcomes)
            object.insert(QStringLiteral("outcome_unknown"), unknownJson(*outcomes));
        io.report(true, object, {});
        return ExitOk;
    }
    for (const QueuedCode &queued : rows)
        io.out() << queuedLine(queued) << '\n';
    if (outcomes)
        printUnknown(io.out(), *outcomes);
    io.out() << Text::tr("%1 waiting, %2 unknown to the gateway (at most %3 codes; %4 shown).")
                            .arg(waiting)
                            .arg(unknown)
                            .arg(ImportQueue::MaxSize)
                            .arg(rows.size())
                     << Qt::endl;
    return ExitOk;
}

int retry(CliOutput &io, StoreSession &store, const CommandLine &parsed, const QString &code)
{
    ImportQueue &queue = store.importQueue();
    std::optional<qint64> changed;
    if (parsed.flags.contains(QStringLiteral("--all-unknown"))) {
        changed = queue.retryAllUnknown();
    } else {
        const auto kind
            = NotificationImport::looksLikeHash(code) ? QueuedCode::Kind::Hash : QueuedCode::Kind::MerchantCode;
        changed = queue.retry(kind, code);
    }
    if (!changed) {
        io.err() << (parsed.server.isEmpty() ? Text::tr("The queue could not be changed in the cache.")
                                             : Text::tr("The queue could not be changed on the team server."))
                 << Qt::endl;
        return ExitIo;
    }
    io.report(parsed.json, QJsonObject { { QStringLiteral("retried"), *changed } },
           Text::tr("%1 code(s) are due again; the next sync queries them.").arg(*changed));
    return *changed > 0 || code.isEmpty() ? int(ExitOk) : int(ExitUsage);
}

int runQueue(const QStringList &arguments, CliOutput &io)
{
    const QString usage
        = Text::tr(
              "Usage: directdesk-cli queue list (--vault PATH | --server CONNINFO) [--unknown] [--json]\n"
              "       directdesk-cli queue retry (--vault PATH | --server CONNINFO) (--code CODE | --all-unknown)\n"
              "                                  [--json]\n"
              "Codes wait in the import queue until a query answers them. A code the gateway answers \"not found\"\n"
              "for is asked again after 1, 2, 4, ... minutes (at most 6 hours apart); after %1 such answers it is\n"
              "unknown to the gateway: listed here, and queried again only after `queue retry`.\n"
              "On the team server the queue is the team's (the team worker queries it); list also shows the\n"
              "action requests and intents whose outcome is unknown, which the team worker settles by query.\n"
              "  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)\n"
              "  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login\n"
              "  --slot NAME    the key slot to try (default: every slot)\n"
              "  --json         one JSON object on standard output")
              .arg(ImportQueue::MaxNotFound);
    const CommandLine parsed = parseCommandLine(
        arguments, CommandLineRules{{QStringLiteral("--code")},
                                    {QStringLiteral("--unknown"), QStringLiteral("--all-unknown")}, true, true, true, true});
    if (parsed.help)
        return io.help(usage);
    const QString &action = parsed.action;
    if (parsed.problem.isEmpty() && action != u"list" && action != u"retry")
        return io.usageError(Text::tr("Give list or retry."), usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    const QString code = parsed.values.value(QStringLiteral("--code")).trimmed();
    if (action == u"retry" && code.isEmpty() == !parsed.flags.contains(QStringLiteral("--all-unknown")))
        return io.usageError(Text::tr("Give exactly one of --code and --all-unknown."), usage);
    // The team's queue is read and changed on the server alone: the team worker queries it.
    if (!parsed.server.isEmpty()) {
        CommandStore store;
        if (const int opened = store.open(io, {}, {}, parsed.server); opened != ExitOk)
            return opened;
        if (const int refused = requireForCommand(io, store.access(), access::Permission::Import, QStringLiteral("queue")))
            return refused;
        return action == u"list" ? list(io, store.session(), store.teamSession(), parsed)
                                 : retry(io, store.session(), parsed, code);
    }
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, session.access(), access::Permission::Import, QStringLiteral("queue")))
        return refused;
    return action == u"list" ? list(io, session.cache(), nullptr, parsed) : retry(io, session.cache(), parsed, code);
}

} // namespace

CliCommand queueCommand()
{
    return { QStringLiteral("queue"), Text::tr("List the import queue and retry codes unknown to the gateway"),
             &runQueue };
}

} // namespace dd::cli
