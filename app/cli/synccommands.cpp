#include "app/cli/synccommands.h"

#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "core/domain/printable.h"
#include "core/storage/importqueue.h"
#include "core/storage/storesession.h"
#include "core/sync/codeintake.h"
#include "core/sync/notificationimport.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QFile>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::SyncCommands)
};

QString common()
{
    return Text::tr("  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)\n"
                    "  --slot NAME    the key slot to try (default: every slot)\n"
                    "  --json         one JSON object on standard output");
}

// The first code the gateway client would refuse to send, as a message naming it; empty when all
// may be queried. A file is refused whole, before anything is queued.
QString refusedCode(const NotificationCodes &codes)
{
    for (const bool isHash : {true, false}) {
        for (const QString &code : isHash ? codes.hashes : codes.merchantCodes) {
            if (const QString reason = queryRefusal(isHash, code); !reason.isEmpty())
                return Text::tr("Code \"%1\" is refused: %2").arg(code, reason);
        }
    }
    return {};
}

int summaryExit(const RefreshSummary &summary)
{
    return summary.failed == 0 ? int(ExitOk) : int(ExitTransport);
}

QString summaryText(const RefreshSummary &summary)
{
    return Text::tr("Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway), %5 earlier action(s) "
                    "resolved.")
        .arg(summary.total)
        .arg(summary.refreshed)
        .arg(summary.failed)
        .arg(summary.notFound)
        .arg(summary.resolved);
}

int runSync(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli sync --vault PATH [--all] [--json]\n"
                                   "       directdesk-cli sync --vault PATH --schedule MINUTES\n"
                                   "Queries every payment that is not final (OP, PE, CO with a refund not final,\n"
                                   "actions with an unknown outcome, queued imports); --all queries every cached payment.\n"
                                   "--schedule stores how often the desktop app refreshes in the background (0 = off).\n")
                          + common();
    const CommandLine parsed = parseCommandLine(arguments, {QStringLiteral("--schedule")}, {QStringLiteral("--all")});
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    std::optional<int> schedule;
    if (parsed.values.contains(QStringLiteral("--schedule"))) {
        bool ok = false;
        schedule = parsed.values.value(QStringLiteral("--schedule")).toInt(&ok);
        if (!ok || *schedule < 0 || *schedule > RefreshSchedule::MaxMinutes)
            return io.usageError(Text::tr("--schedule takes 0 (off) to %1 minutes.").arg(RefreshSchedule::MaxMinutes), usage);
    }
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (schedule) {
        if (!RefreshSchedule::setMinutes(session.cache(), *schedule)) {
            io.err() << Text::tr("The schedule could not be saved in the cache.") << Qt::endl;
            return ExitIo;
        }
        io.report(parsed.json, QJsonObject{{QStringLiteral("schedule_minutes"), *schedule}},
               *schedule == 0 ? Text::tr("Background refresh is off.")
                              : Text::tr("Background refresh every %1 minute(s).").arg(*schedule));
        return ExitOk;
    }
    RefreshSummary summary =
        session.refresh(RefreshPlan::targets(session.cache(), parsed.flags.contains(QStringLiteral("--all"))));
    summary.resolved += session.resolvedOnOpen();
    QJsonObject object = summaryJson(summary);
    object.insert(QStringLiteral("not_found"), summary.notFound);
    object.insert(QStringLiteral("unknown_to_gateway"), session.cache().importQueue().count(QueuedCode::State::UnknownToGateway));
    io.report(parsed.json, object, summaryText(summary));
    return summaryExit(summary);
}

int runImport(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli import --vault PATH (--codes FILE | --notifications FILE) [--json]\n"
                                   "  --codes FILE          payment hashes or merchant payment codes, one a line\n"
                                   "  --notifications FILE  gateway notifications (payment_status_change), one a line\n"
                                   "Every code is queued, then queried; codes that fail stay queued for the next sync.\n")
                          + common();
    const CommandLine parsed =
        parseCommandLine(arguments, {QStringLiteral("--codes"), QStringLiteral("--notifications")}, {});
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    const bool codes = parsed.values.contains(QStringLiteral("--codes"));
    if (codes == parsed.values.contains(QStringLiteral("--notifications")))
        return io.usageError(Text::tr("Give exactly one of --codes and --notifications."), usage);
    const QString path = parsed.values.value(codes ? QStringLiteral("--codes") : QStringLiteral("--notifications"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        io.err() << Text::tr("Cannot read %1: %2").arg(path, file.errorString()) << Qt::endl;
        return ExitIo;
    }
    const QByteArray content = file.readAll();
    const auto read = codes ? NotificationImport::parseCodeList(content) : NotificationImport::parseMany(content);
    if (!read) {
        io.err() << printable(path) << QStringLiteral(": ") << printable(read.error()) << Qt::endl;
        return ExitUsage;
    }
    if (const QString refused = refusedCode(*read); !refused.isEmpty()) {
        io.err() << printable(path) << QStringLiteral(": ") << printable(refused) << Qt::endl;
        return ExitUsage;
    }
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, session.access(), access::Permission::Import, QStringLiteral("import")))
        return refused;
    const QString source = codes ? QStringLiteral("cli-codes") : QStringLiteral("cli-notifications");
    const CodeIntake intake = takeInCodes(session.cache(), *read, source);
    if (!intake.stored) {
        io.err() << Text::tr("The codes could not be queued in the cache.") << Qt::endl;
        return ExitIo;
    }
    if (!intake.refused.isEmpty())
        io.err() << Text::tr("The import queue is full (%1 codes): %2 code(s) are queried once but not queued "
                                    "for retry.")
                               .arg(ImportQueue::MaxSize)
                               .arg(intake.refused.size())
                        << Qt::endl;
    // Only the imported codes: the rest of the queue waits for `sync` and its due time.
    const RefreshSummary summary = session.refresh(intake.targets);
    QJsonObject object = summaryJson(summary);
    object.insert(QStringLiteral("not_found"), summary.notFound);
    object.insert(QStringLiteral("refused"), qint64(intake.refused.size()));
    object.insert(QStringLiteral("still_queued"), session.cache().importQueue().size());
    io.report(parsed.json, object, summaryText(summary));
    return summaryExit(summary);
}

int runQuery(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli query --vault PATH (--hash H | --merchant-code C) [--json]\n"
                                   "Queries one payment, writes the answer to the cache and prints it.\n")
                          + common();
    const CommandLine parsed =
        parseCommandLine(arguments, {QStringLiteral("--hash"), QStringLiteral("--merchant-code")}, {});
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    const QString code = parsed.values.value(QStringLiteral("--hash"), parsed.values.value(QStringLiteral("--merchant-code")));
    if (code.isEmpty() || parsed.values.size() != 1)
        return io.usageError(Text::tr("Give exactly one of --hash and --merchant-code."), usage);
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    bool notStored = false;
    QObject::connect(&session.operations(), &PaymentOperations::answerNotStored, &session.operations(),
                     [&notStored](const QString &, bool) { notStored = true; });
    const GatewayResult result = SyncSession::wait(session.operations().lookUp(code));
    if (notStored)
        io.err() << Text::tr("The answer could not be stored in the cache; the payment is queued for the next "
                                    "sync.")
                        << Qt::endl;
    if (!result || !result->payment) {
        const GatewayError error = result ? GatewayError::malformed(QStringLiteral("no payment")) : result.error();
        io.report(parsed.json, errorJson(error), printable(Text::tr("Query failed: %1 %2").arg(error.kindName(), error.code)));
        return exitStatusFor(error);
    }
    const Payment &payment = *result->payment;
    io.report(parsed.json, paymentJson(payment),
           printable(Text::tr("%1  %2  %3").arg(payment.hash, paymentStatusCode(payment.status), payment.merchantPaymentCode)));
    return ExitOk;
}

} // namespace

CliCommand syncCommand()
{
    return {QStringLiteral("sync"), Text::tr("Query every payment that is not final and update the cache"), &runSync};
}

CliCommand importCommand()
{
    return {QStringLiteral("import"), Text::tr("Queue payment codes or notifications and query them"), &runImport};
}

CliCommand queryCommand()
{
    return {QStringLiteral("query"), Text::tr("Query one payment into the cache"), &runQuery};
}

} // namespace dd::cli
