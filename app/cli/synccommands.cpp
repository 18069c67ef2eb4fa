#include "app/cli/synccommands.h"

#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamstore.h"
#include "core/domain/printable.h"
#include "core/storage/importqueue.h"
#include "core/storage/paymentstore.h"
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
                    "  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login\n"
                    "  --slot NAME    the key slot to try (default: every slot)\n"
                    "  --json         one JSON object on standard output");
}

const QString GatewayConfig = QStringLiteral("--gateway-config");

// --vault PATH or --server CONNINFO, and the options given.
CommandLineRules storeRules(const QStringList &values, const QStringList &flags = {})
{
    return CommandLineRules{values, flags, false, true, true, true};
}

// The problem with the options that only the team server takes, empty when there is none.
QString teamOnlyProblem(const CommandLine &parsed)
{
    if (parsed.server.isEmpty() && parsed.values.contains(GatewayConfig))
        return Text::tr("--gateway-config is for the team server (--server).");
    return {};
}

// On the team server the client's own check of the role comes first, for a clear message: the
// server refuses a Finance login's writes to payments and the import queue anyway, but by then
// the gateway would have been asked.
int requireImportOnTeam(CliOutput &io, SyncSession &session, const QString &action)
{
    if (!session.isTeam())
        return ExitOk;
    return requireForCommand(io, session.access(), access::Permission::Import, action);
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

// `sync --server --schedule`: the team worker's schedule, kept in the team store's settings; needs no
// gateway. The server lets only a Manager change settings.
int setTeamSchedule(CliOutput &io, const CommandLine &parsed, int minutes)
{
    CommandStore store;
    if (const int opened = store.open(io, {}, {}, parsed.server); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, store.access(), access::Permission::Settings, QStringLiteral("sync")))
        return refused;
    if (!RefreshSchedule::setMinutes(store.session(), minutes)) {
        io.problem(Text::tr("The schedule could not be saved on the team server."));
        return ExitIo;
    }
    io.report(parsed.json, QJsonObject{{QStringLiteral("schedule_minutes"), minutes}},
              minutes == 0 ? Text::tr("The team worker's scheduled refresh is off from now on.")
                           : Text::tr("The team worker refreshes every %1 minute(s) from now on.").arg(minutes));
    return ExitOk;
}

int runSync(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli sync (--vault PATH | --server CONNINFO) [--all] [--json]\n"
                                   "       directdesk-cli sync (--vault PATH | --server CONNINFO) --schedule MINUTES\n"
                                   "Queries every payment that is not final (OP, PE, CO with a refund not final,\n"
                                   "actions with an unknown outcome, queued imports); --all queries every stored payment.\n"
                                   "--schedule stores how often the desktop app refreshes in the background (0 = off); on\n"
                                   "the team server it is the team worker's schedule (a Manager's setting, followed by a\n"
                                   "running worker at once).\n"
                                   "On the team server the gateway is asked from this computer (Support or Manager login)\n"
                                   "and the answers are stored for the whole team.\n")
                          + common() + u'\n' + gatewayConfigUsage();
    const CommandLine parsed =
        parseCommandLine(arguments, storeRules({QStringLiteral("--schedule"), GatewayConfig}, {QStringLiteral("--all")}));
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    if (const QString problem = teamOnlyProblem(parsed); !problem.isEmpty())
        return io.usageError(problem, usage);
    std::optional<int> schedule;
    if (parsed.values.contains(QStringLiteral("--schedule"))) {
        bool ok = false;
        schedule = parsed.values.value(QStringLiteral("--schedule")).toInt(&ok);
        if (!ok || *schedule < 0 || *schedule > RefreshSchedule::MaxMinutes)
            return io.usageError(Text::tr("--schedule takes 0 (off) to %1 minutes.").arg(RefreshSchedule::MaxMinutes), usage);
    }
    if (schedule && !parsed.server.isEmpty())
        return setTeamSchedule(io, parsed, *schedule);
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
    if (const int refused = requireImportOnTeam(io, session, QStringLiteral("sync")))
        return refused;
    RefreshSummary summary =
        session.refresh(RefreshPlan::targets(session.cache(), parsed.flags.contains(QStringLiteral("--all"))));
    summary.resolved += session.resolvedOnOpen();
    QJsonObject object = summaryJson(summary);
    object.insert(QStringLiteral("not_found"), summary.notFound);
    object.insert(QStringLiteral("unknown_to_gateway"), session.cache().importQueue().count(QueuedCode::State::UnknownToGateway));
    io.report(parsed.json, object, summaryText(summary));
    return summaryExit(summary);
}

// `import --server`: the codes go into the team store's import queue, where the team worker queries
// them (on its schedule, or a desk's `sync --server`); nothing is asked of the gateway here. A code
// already waiting is not queued again, so importing a file twice queues it once.
int queueOnTeam(CliOutput &io, const CommandLine &parsed, const NotificationCodes &codes, const QString &source)
{
    CommandStore store;
    if (const int opened = store.open(io, {}, {}, parsed.server); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, store.access(), access::Permission::Import, QStringLiteral("import")))
        return refused;
    const CodeIntake intake = takeInCodes(store.session(), codes, source);
    if (!intake.stored) {
        io.problem(Text::tr("The codes could not be queued on the team server."));
        return ExitIo;
    }
    const qint64 given = intake.targets.size();
    const qint64 refused = intake.refused.size();
    const qint64 alreadyQueued = qMax<qint64>(0, given - intake.added - refused);
    ImportQueue &queue = store.session().importQueue();
    const QJsonObject object{{QStringLiteral("codes"), given},
                             {QStringLiteral("queued"), intake.added},
                             {QStringLiteral("already_queued"), alreadyQueued},
                             {QStringLiteral("refused"), refused},
                             {QStringLiteral("waiting"), queue.count(QueuedCode::State::Waiting)}};
    QString text = Text::tr("%1 code(s) queued on the team server for the team worker, %2 already waiting.")
                       .arg(intake.added)
                       .arg(alreadyQueued);
    if (refused > 0)
        text += u'\n'
                + Text::tr("The import queue is full (%1 codes): %2 code(s) were not queued.")
                      .arg(ImportQueue::MaxSize)
                      .arg(refused);
    text += u'\n'
            + Text::tr("The team worker queries them at its next scheduled refresh; `directdesk-cli sync --server` "
                       "on a computer with the gateway's key queries them now.");
    io.report(parsed.json, object, text);
    return refused > 0 ? int(ExitIo) : int(ExitOk);
}

int runImport(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli import (--vault PATH | --server CONNINFO) (--codes FILE | --notifications FILE)\n"
                 "                             [--json]\n"
                 "  --codes FILE          payment hashes or merchant payment codes, one a line\n"
                 "  --notifications FILE  gateway notifications (payment_status_change), one a line\n"
                 "Every code is queued, then queried; codes that fail stay queued for the next sync.\n"
                 "With --server the codes are queued on the team server for the team worker, which queries them\n"
                 "(this computer asks the gateway nothing); a code already waiting is not queued twice.\n")
        + common();
    const CommandLine parsed =
        parseCommandLine(arguments, storeRules({QStringLiteral("--codes"), QStringLiteral("--notifications")}));
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
    const QString source = codes ? QStringLiteral("cli-codes") : QStringLiteral("cli-notifications");
    if (!parsed.server.isEmpty())
        return queueOnTeam(io, parsed, *read, source);
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, session.access(), access::Permission::Import, QStringLiteral("import")))
        return refused;
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

QString paymentLine(const Payment &payment)
{
    return printable(Text::tr("%1  %2  %3").arg(payment.hash, paymentStatusCode(payment.status), payment.merchantPaymentCode));
}

// `query --stored`: the payment as the store holds it, the gateway not asked (no key needed, any role).
int showStored(CliOutput &io, const CommandLine &parsed, const QString &hash, const QString &merchantCode)
{
    CommandStore store;
    if (const int opened = store.open(io, parsed.vault, parsed.slot, parsed.server); opened != ExitOk)
        return opened;
    PaymentStore &payments = store.session().payments();
    const std::optional<Payment> payment = hash.isEmpty() ? payments.findByMerchantCode(merchantCode)
                                                          : payments.findByHash(hash);
    if (!payment) {
        const QString text = Text::tr("The store has no payment %1: query it without --stored to ask the gateway.")
                                 .arg(printable(hash.isEmpty() ? merchantCode : hash));
        io.report(parsed.json,
                  errorJson(GatewayError::validation(
                      {FieldProblem{hash.isEmpty() ? QStringLiteral("merchant_payment_code") : QStringLiteral("hash"),
                                    text, FieldProblem::Severity::Error}})),
                  text);
        return ExitValidation;
    }
    QJsonObject object = paymentJson(*payment);
    object.insert(QStringLiteral("stored"), true);
    io.report(parsed.json, object, paymentLine(*payment));
    return ExitOk;
}

int runQuery(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli query (--vault PATH | --server CONNINFO) (--hash H | --merchant-code C)\n"
                 "                            [--stored] [--json]\n"
                 "Queries one payment, writes the answer to the store and prints it. On the team server the\n"
                 "gateway is asked from this computer (Support or Manager login) and the answer is stored for\n"
                 "the whole team; without the gateway's key on this computer the query is refused (exit 2).\n"
                 "  --stored       print the payment as the store holds it, without asking the gateway\n"
                 "                 (no key needed, any role)\n")
        + common() + u'\n' + gatewayConfigUsage();
    const QString hashOption = QStringLiteral("--hash");
    const QString codeOption = QStringLiteral("--merchant-code");
    const CommandLine parsed =
        parseCommandLine(arguments, storeRules({hashOption, codeOption, GatewayConfig}, {QStringLiteral("--stored")}));
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage);
    const QString hash = parsed.value(hashOption);
    const QString merchantCode = parsed.value(codeOption);
    if (hash.isEmpty() == merchantCode.isEmpty())
        return io.usageError(Text::tr("Give exactly one of --hash and --merchant-code."), usage);
    if (const QString problem = teamOnlyProblem(parsed); !problem.isEmpty())
        return io.usageError(problem, usage);
    const bool stored = parsed.flags.contains(QStringLiteral("--stored"));
    if (stored && parsed.values.contains(GatewayConfig))
        return io.usageError(Text::tr("--stored asks no gateway: leave out --gateway-config."), usage);
    if (stored)
        return showStored(io, parsed, hash, merchantCode);
    const QString code = hash.isEmpty() ? merchantCode : hash;
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    if (const int refused = requireImportOnTeam(io, session, QStringLiteral("query")))
        return refused;
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
    io.report(parsed.json, paymentJson(*result->payment), paymentLine(*result->payment));
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
