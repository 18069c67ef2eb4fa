// `reconcile`: an order export against the gateway's payments, differences first.
#include "app/cli/reconcilecommand.h"

#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamstore.h"
#include "core/cache/reconcilerunstore.h"
#include "core/cache/vault.h"
#include "core/domain/money.h"
#include "core/domain/printable.h"
#include "core/reconcile/differencereport.h"
#include "core/server/store/pgreconcileruns.h"
#include "core/server/store/pgstoresession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonArray>
#include <QLocale>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ReconcileCommand)
};

using namespace dd::reconcile;

constexpr int MaxJsonRows = 1000;

QString usage()
{
    return Text::tr(
        "Usage: directdesk-cli reconcile (--vault PATH | --server CONNINFO) --orders FILE\n"
        "       (--mapping NAME | --column FIELD=HEADER ...)\n"
        "       [--save-mapping NAME] [--separator , | ; | tab] [--decimal-mark . | ,] [--from YYYY-MM-DD]\n"
        "       [--to YYYY-MM-DD] [--out FILE.csv|FILE.xlsx|FILE.pdf] [--json]\n"
        "Matches every order of the shop's export (CSV: any of , ; tab; UTF-8 with or without BOM, else\n"
        "Windows-1252; or the first sheet of an XLSX workbook) with the cached payment of its merchant payment\n"
        "code; codes the cache does not know are queried from the gateway first. Lists one row per difference,\n"
        "with counts and totals per kind and currency, keeps the run in the cache and says what changed since\n"
        "the last run of the same file (and which differences were resolved).\n"
        "  --column FIELD=HEADER  FIELD is code (required), amount, currency, status, date or refunded\n"
        "  --mapping NAME         a mapping kept with --save-mapping\n"
        "  --from, --to           the period (default: the file's first and last order dates); payments of the\n"
        "                         period that no order names are differences\n"
        "  --out FILE             the differences as CSV, XLSX or PDF (by the file name's extension)\n"
        "Exit status: 0 everything matches, 13 differences found, 3 lines that are not orders (listed; nothing\n"
        "was queried), 6 some codes could not be asked of the gateway (they stay queued for the next sync).\n"
        "With --server the orders are matched with the team server's payments (a Finance or Manager login); codes\n"
        "it does not know are asked of the gateway only with the key on this computer (--gateway-config FILE or\n"
        "DIRECTDESK_INTEGRATION_KEY) and a Manager's login. The run is kept on the team server and compared with\n"
        "the team's last run of the same file.\n"
        "  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)\n"
        "  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login\n"
        "  --slot NAME    the key slot to try (default: every slot)\n"
        "  --json         one JSON object on standard output\n")
        + gatewayConfigUsage();
}

// The request from the command line alone (a named mapping is read once the vault is open).
QString readOptions(const CommandLine &parsed, ReconcileRequest &request)
{
    request.filePath = parsed.value(u"--orders"_s);
    if (request.filePath.isEmpty())
        return Text::tr("--orders FILE is required.");
    const QStringList columns = parsed.repeated.value(u"--column"_s);
    request.mappingName = parsed.value(u"--mapping"_s);
    if (columns.isEmpty() == request.mappingName.isEmpty())
        return Text::tr("Give exactly one of --mapping and --column.");
    if (!columns.isEmpty()) {
        auto mapping = ColumnMapping::fromPairs(columns);
        if (!mapping)
            return Text::tr("--column: %1").arg(mapping.error());
        request.options.mapping = mapping.value();
    }
    if (parsed.has(u"--save-mapping"_s)) {
        if (columns.isEmpty())
            return Text::tr("--save-mapping needs the columns (--column).");
        if (const QString problem = NamedMappings::nameProblem(parsed.value(u"--save-mapping"_s)); !problem.isEmpty())
            return problem;
    }
    if (parsed.has(u"--separator"_s)) {
        const QString separator = parsed.value(u"--separator"_s);
        if (separator != u"," && separator != u";" && separator != u"tab")
            return Text::tr("The separator is , or ; or tab.");
        request.options.separator = separator == u"tab" ? QChar(u'\t') : separator.front();
    }
    if (parsed.has(u"--decimal-mark"_s)) {
        const QString mark = parsed.value(u"--decimal-mark"_s);
        if (mark != u"." && mark != u",")
            return Text::tr("The decimal mark is . or ,");
        request.options.decimalMark = mark.front();
    }
    for (const QString &option : {u"--from"_s, u"--to"_s}) {
        if (!parsed.has(option))
            continue;
        const QDate date = QDate::fromString(parsed.value(option), Qt::ISODate);
        if (!date.isValid())
            return Text::tr("Not a date: %1").arg(parsed.value(option));
        (option == u"--from" ? request.from : request.to) = date;
    }
    if (request.from && request.to && *request.from > *request.to)
        return Text::tr("--from is after --to.");
    if (parsed.has(u"--out"_s) && !differenceFormatOf(parsed.value(u"--out"_s)))
        return Text::tr("--out: the file name ends in .csv, .xlsx or .pdf.");
    return {};
}

QString amountText(qint64 hundredths)
{
    return Decimal::format(hundredths, Money::Scale);
}

QJsonObject differenceJson(const Difference &d, const RunChanges &changes)
{
    QJsonObject row{{u"kind"_s, differenceKindCode(d.kind)}, {u"merchant_payment_code"_s, d.merchantCode},
                    {u"new"_s, changes.isNew(d)}};
    // Only what the row has: a side without an order or a payment leaves its fields out.
    const auto text = [&row](const QString &key, const QString &value) {
        if (!value.isEmpty())
            row.insert(key, value);
    };
    const auto amount = [&text](const QString &key, const std::optional<qint64> &hundredths) {
        text(key, hundredths ? amountText(*hundredths) : QString());
    };
    if (d.orderLine > 0)
        row.insert(u"order_line"_s, d.orderLine);
    text(u"payment_hash"_s, d.paymentHash);
    amount(u"order_amount"_s, d.orderAmount);
    text(u"order_currency"_s, d.orderCurrency);
    text(u"order_status"_s, d.orderStatus);
    amount(u"order_refunded"_s, d.orderRefunded);
    amount(u"gateway_amount"_s, d.gatewayAmount);
    text(u"gateway_currency"_s, d.gatewayCurrency);
    text(u"gateway_status"_s, d.gatewayStatus ? paymentStatusCode(*d.gatewayStatus) : QString());
    amount(u"gateway_refunded"_s, d.gatewayRefunded);
    return row;
}

QString differenceLine(const Difference &d)
{
    const QString order = d.orderLine > 0 ? Text::tr("line %1: %2 %3 %4")
                                                .arg(d.orderLine)
                                                .arg(d.orderAmount ? amountText(*d.orderAmount) : QString(),
                                                     d.orderCurrency, d.orderStatus)
                                          : QString();
    const QString gateway = d.paymentHash.isEmpty() ? QString()
                                                    : Text::tr("gateway %1: %2 %3 %4")
                                                          .arg(d.paymentHash,
                                                               d.gatewayAmount ? amountText(*d.gatewayAmount) : QString(),
                                                               d.gatewayCurrency,
                                                               d.gatewayStatus ? paymentStatusCode(*d.gatewayStatus) : QString());
    return printable(u"%1  %2  %3  %4"_s.arg(differenceKindCode(d.kind), d.merchantCode, order, gateway).trimmed());
}

int reportProblems(CliOutput &io, bool json, const ReconcileResult &result)
{
    if (json) {
        QJsonArray problems;
        for (const RowProblem &problem : result.problems)
            problems.append(QJsonObject{{u"line"_s, problem.line}, {u"reason"_s, problem.reason}});
        io.printJson(QJsonObject{{u"status"_s, u"refused"_s},
                                 {u"problem_count"_s, result.problemCount},
                                 {u"problems"_s, problems}});
    }
    for (const RowProblem &problem : result.problems)
        io.err() << printable(Text::tr("%1 line %2: %3").arg(result.fileName).arg(problem.line).arg(problem.reason))
                 << '\n';
    if (result.problemCount > result.problems.size())
        io.err() << Text::tr("... and %1 more line(s).").arg(result.problemCount - result.problems.size()) << '\n';
    io.err() << Text::tr("%1 line(s) are not orders: nothing was queried and nothing was kept.").arg(result.problemCount)
             << Qt::endl;
    return ExitValidation;
}

void reportResult(CliOutput &io, bool json, const ReconcileResult &result, const KeptRun &kept)
{
    const QList<DifferenceTotal> totals = totalsOf(result.differences);
    const RunChanges &changes = kept.changes;
    if (json) {
        QJsonArray totalRows;
        for (const DifferenceTotal &total : totals)
            totalRows.append(QJsonObject{{u"kind"_s, differenceKindCode(total.kind)},
                                         {u"currency"_s, total.currency},
                                         {u"count"_s, total.count},
                                         {u"amount"_s, amountText(total.amount)}});
        QJsonArray rows;
        for (qsizetype i = 0; i < qMin<qsizetype>(result.differences.size(), MaxJsonRows); ++i)
            rows.append(differenceJson(result.differences.at(i), changes));
        QJsonObject object{{u"run"_s, kept.runId},
                           {u"file"_s, result.fileName},
                           {u"sha256"_s, QString::fromLatin1(result.sha256.toHex())},
                           {u"orders"_s, result.orders},
                           {u"matched"_s, result.matched},
                           {u"outside_period"_s, result.outsidePeriod},
                           {u"differences"_s, qint64(result.differences.size())},
                           {u"totals"_s, totalRows},
                           {u"rows"_s, rows},
                           {u"asked_gateway"_s, result.lookup.asked},
                           {u"gateway_failed"_s, result.lookup.failed},
                           {u"gateway_not_found"_s, result.lookup.notFound}};
        if (result.periodChecked())
            object.insert(u"period"_s, QJsonObject{{u"from"_s, result.periodFrom->toString(Qt::ISODate)},
                                                   {u"to"_s, result.periodTo->toString(Qt::ISODate)}});
        if (changes.previous) {
            QJsonArray resolvedRows;
            for (const Difference &resolved : changes.resolvedRows) {
                QJsonObject row{{u"kind"_s, differenceKindCode(resolved.kind)},
                                {u"merchant_payment_code"_s, resolved.merchantCode}};
                if (!resolved.paymentHash.isEmpty())
                    row.insert(u"payment_hash"_s, resolved.paymentHash);
                resolvedRows.append(row);
            }
            object.insert(u"changes"_s, QJsonObject{{u"previous_run"_s, changes.previous->id},
                                                    {u"added"_s, changes.added},
                                                    {u"resolved"_s, changes.resolved},
                                                    {u"unchanged"_s, changes.unchanged},
                                                    {u"resolved_rows"_s, resolvedRows}});
        }
        io.printJson(object);
        return;
    }
    QTextStream &out = io.out();
    for (const Difference &difference : result.differences)
        out << differenceLine(difference) << '\n';
    for (const DifferenceTotal &total : totals)
        out << Text::tr("%1 %2: %3 (%4)")
                   .arg(differenceKindName(total.kind), total.currency)
                   .arg(total.count)
                   .arg(amountText(total.amount))
            << '\n';
    if (changes.previous) {
        out << Text::tr("Since run %1: %2 new, %3 resolved, %4 unchanged.")
                   .arg(changes.previous->id)
                   .arg(changes.added)
                   .arg(changes.resolved)
                   .arg(changes.unchanged)
            << '\n';
        for (const Difference &resolved : changes.resolvedRows)
            out << printable(Text::tr("resolved  %1  %2").arg(differenceKindCode(resolved.kind), resolved.merchantCode))
                << '\n';
        if (changes.resolved > changes.resolvedRows.size())
            out << Text::tr("... and %1 more resolved.").arg(changes.resolved - changes.resolvedRows.size()) << '\n';
    }
    if (!result.periodChecked())
        out << Text::tr("No period (no --from/--to and no order dates): payments without an order were not looked for.")
            << '\n';
    if (kept.runId > 0)
        out << printable(Text::tr("%1: %2 order(s), %3 matched, %4 difference(s); kept as run %5.")
                             .arg(result.fileName)
                             .arg(result.orders)
                             .arg(result.matched)
                             .arg(result.differences.size())
                             .arg(kept.runId))
            << Qt::endl;
    else
        out << printable(Text::tr("%1: %2 order(s), %3 matched, %4 difference(s); not kept (the team server keeps no "
                                  "runs yet).")
                             .arg(result.fileName)
                             .arg(result.orders)
                             .arg(result.matched)
                             .arg(result.differences.size()))
            << Qt::endl;
}

ReconcileResult runJob(SyncSession &session, const ReconcileRequest &request, CodeLookup *lookup)
{
    ReconcileJob job(session.cache(), request, lookup);
    QEventLoop loop;
    QObject::connect(&job, &ReconcileJob::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.result();
}

int runReconcile(const QStringList &arguments, CliOutput &io)
{
    const CommandLine parsed = parseCommandLine(
        arguments, CommandLineRules{{u"--orders"_s, u"--mapping"_s, u"--column"_s, u"--save-mapping"_s, u"--separator"_s,
                                     u"--decimal-mark"_s, u"--from"_s, u"--to"_s, u"--out"_s, u"--gateway-config"_s},
                                    {}, false, true, true, true});
    if (parsed.help)
        return io.help(usage());
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage());
    ReconcileRequest request;
    if (const QString problem = readOptions(parsed, request); !problem.isEmpty())
        return io.usageError(problem, usage());
    if (parsed.server.isEmpty() && parsed.has(u"--gateway-config"_s))
        return io.usageError(Text::tr("--gateway-config is for the team server (--server)."), usage());
    SyncSession session(io);
    // On the team server the payments are the team's; the gateway is only for codes it does not know.
    if (const int opened = session.open(parsed, SyncSession::Gateway::Optional); opened != ExitOk)
        return opened;
    if (const int refused = requireForCommand(io, session.access(), access::Permission::Export, u"reconcile"_s))
        return refused;
    SettingsStore &settings = session.cache().settings();
    if (!request.mappingName.isEmpty()) {
        const std::optional<ColumnMapping> stored = NamedMappings::load(settings, request.mappingName);
        if (!stored)
            return io.usageError(printable(Text::tr("No mapping is named %1.").arg(request.mappingName)), usage());
        request.options.mapping = *stored;
    } else if (parsed.has(u"--save-mapping"_s)) {
        request.mappingName = parsed.value(u"--save-mapping"_s);
        if (!NamedMappings::save(settings, request.mappingName, request.options.mapping)) {
            io.err() << Text::tr("The mapping could not be saved in the cache.") << Qt::endl;
            return ExitIo;
        }
    }
    // Asking the gateway about unknown codes is an import: a role without it gets them listed as not verified.
    std::unique_ptr<RefreshCodeLookup> lookup;
    if (!session.access().guard->allows(access::Permission::Import))
        io.err() << Text::tr("Your role may not query the gateway: codes the cache does not know are not verified.")
                 << Qt::endl;
    else if (!session.hasClient())
        io.err() << printable(Text::tr("%1 Codes the team server does not know are not verified.")
                                  .arg(session.gatewayProblem()))
                 << Qt::endl;
    else
        lookup = std::make_unique<RefreshCodeLookup>(session.cache(), session.client());
    const ReconcileResult result = runJob(session, request, lookup.get());
    switch (result.outcome) {
    case ReconcileResult::Outcome::FileRefused:
        io.err() << printable(Text::tr("%1: %2").arg(request.filePath, result.error)) << Qt::endl;
        return ExitIo;
    case ReconcileResult::Outcome::RowsRefused:
        return reportProblems(io, parsed.json, result);
    case ReconcileResult::Outcome::Cancelled:
    case ReconcileResult::Outcome::Failed:
        io.err() << printable(result.error) << Qt::endl;
        return ExitVault;
    case ReconcileResult::Outcome::Reconciled:
        break;
    }
    // The kept runs live in the encrypted vault's own tables, or in the team server's.
    std::unique_ptr<ReconcileRunStore> runs;
    if (Vault *vault = session.vault())
        runs = std::make_unique<cache::VaultReconcileRunStore>(vault->session()->database());
    else
        runs = std::make_unique<server::PgReconcileRunStore>(session.teamSession()->connection());
    const auto kept = keepRun(*runs, session.cache().audit(), session.access().guard->actor(osUserName()),
                              QDateTime::currentMSecsSinceEpoch(), request, result);
    if (!kept) {
        io.err() << kept.error() << Qt::endl;
        return ExitIo;
    }
    if (parsed.has(u"--out"_s)) {
        DifferenceReport report = DifferenceReport::of(result, kept.value());
        report.operatorName = session.access().guard->actor(osUserName());
        report.timeZone = QTimeZone::systemTimeZone();
        report.locale = QLocale();   // the region the command runs in, as `export` prints amounts
        QString error;
        if (!writeDifferenceReport(parsed.value(u"--out"_s), report, &error)) {
            io.err() << printable(Text::tr("Cannot write %1: %2").arg(parsed.value(u"--out"_s), error)) << Qt::endl;
            return ExitIo;
        }
    }
    reportResult(io, parsed.json, result, kept.value());
    if (result.lookup.failed > 0 || !result.lookup.problem.isEmpty())
        return ExitTransport;
    return result.differences.isEmpty() ? int(ExitOk) : int(ExitDifferences);
}

} // namespace

CliCommand reconcileCommand()
{
    return {u"reconcile"_s, Text::tr("Reconcile the shop's order file with the gateway's payments"), &runReconcile};
}

} // namespace dd::cli
