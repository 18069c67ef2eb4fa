// `queue`: what waits in the import queue, and the codes the gateway does not know.
#include "app/cli/accesscontext.h"
#include "app/cli/queuecommand.h"
#include "app/cli/syncsession.h"
#include "core/domain/printable.h"
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

int list(CliOutput &io, SyncSession &session, const CommandLine &parsed)
{
    ImportQueue &queue = session.cache().importQueue();
    const bool unknownOnly = parsed.flags.contains(QStringLiteral("--unknown"));
    const QList<QueuedCode> rows
        = queue.list(unknownOnly ? std::optional(QueuedCode::State::UnknownToGateway) : std::nullopt, ListLimit);
    const qint64 waiting = queue.count(QueuedCode::State::Waiting);
    const qint64 unknown = queue.count(QueuedCode::State::UnknownToGateway);
    if (parsed.json) {
        QJsonArray codes;
        for (const QueuedCode &queued : rows)
            codes.append(queuedJson(queued));
        io.report(true,
               QJsonObject { { QStringLiteral("waiting"), waiting },
                             { QStringLiteral("unknown"), unknown },
                             { QStringLiteral("max_size"), ImportQueue::MaxSize },
                             { QStringLiteral("codes"), codes } },
               {});
        return ExitOk;
    }
    for (const QueuedCode &queued : rows)
        io.out() << queuedLine(queued) << '\n';
    io.out() << Text::tr("%1 waiting, %2 unknown to the gateway (at most %3 codes; %4 shown).")
                            .arg(waiting)
                            .arg(unknown)
                            .arg(ImportQueue::MaxSize)
                            .arg(rows.size())
                     << Qt::endl;
    return ExitOk;
}

int retry(CliOutput &io, SyncSession &session, const CommandLine &parsed, const QString &code)
{
    ImportQueue &queue = session.cache().importQueue();
    std::optional<qint64> changed;
    if (parsed.flags.contains(QStringLiteral("--all-unknown"))) {
        changed = queue.retryAllUnknown();
    } else {
        const auto kind
            = NotificationImport::looksLikeHash(code) ? QueuedCode::Kind::Hash : QueuedCode::Kind::MerchantCode;
        changed = queue.retry(kind, code);
    }
    if (!changed) {
        io.err() << Text::tr("The queue could not be changed in the cache.") << Qt::endl;
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
              "Usage: directdesk-cli queue list --vault PATH [--unknown] [--json]\n"
              "       directdesk-cli queue retry --vault PATH (--code CODE | --all-unknown) [--json]\n"
              "Codes wait in the import queue until a query answers them. A code the gateway answers \"not found\"\n"
              "for is asked again after 1, 2, 4, ... minutes (at most 6 hours apart); after %1 such answers it is\n"
              "unknown to the gateway: listed here, and queried again only after `queue retry`.\n"
              "  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)\n"
              "  --slot NAME    the key slot to try (default: every slot)\n"
              "  --json         one JSON object on standard output")
              .arg(ImportQueue::MaxNotFound);
    const CommandLine parsed = parseCommandLine(
        arguments, CommandLineRules{{QStringLiteral("--code")}, {QStringLiteral("--unknown"), QStringLiteral("--all-unknown")}, true});
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
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, session.access(), access::Permission::Import, QStringLiteral("queue")))
        return refused;
    return action == u"list" ? list(io, session, parsed) : retry(io, session, parsed, code);
}

} // namespace

CliCommand queueCommand()
{
    return { QStringLiteral("queue"), Text::tr("List the import queue and retry codes unknown to the gateway"),
             &runQueue };
}

} // namespace dd::cli
