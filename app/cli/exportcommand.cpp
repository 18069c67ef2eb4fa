#include "app/cli/exportcommand.h"

#include "app/cli/accesscontext.h"
#include "app/cli/commandline.h"
#include "app/cli/teamstore.h"
#include "app/cli/vaultcommand.h"
#include "core/cache/vault.h"
#include "core/reports/pdfreportwriter.h"
#include "core/reports/reportexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <algorithm>
#include <climits>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(directdesk_cli_export)
};

static_assert(PdfReportWriter::MaxTableRows == 5000, "the usage text names the payments table's bound");

QString usageText()
{
    return Text::tr(
        "Usage: directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --out FILE [options]\n"
        "  --server CONNINFO              the team server instead of a vault (a libpq connection string\n"
        "                                 or postgresql:// URI); the operator is the server's login\n"
        "  --what payments|refunds|both   what to export (default payments)\n"
        "  --from DATE, --to DATE         open date range, YYYY-MM-DD (both days included) or ISO date-time\n"
        "  --date-field open|confirm      which date --from/--to apply to (default open)\n"
        "  --status CODES                 OP,PE,CO,CA (comma separated)\n"
        "  --method CODES                 payment_type_code values, e.g. visa,boleto\n"
        "  --country CODES                two-letter countries, e.g. br,mx\n"
        "  --currency CODE                ISO 4217 currency, e.g. BRL\n"
        "  --columns NAMES                e.g. hash,status,amount_ext,currency_ext\n"
        "  --tz ZONE                      time zone of date columns (IANA id, default UTC)\n"
        "  --separator , | ;              CSV field separator (default ,)\n"
        "  --decimal-mark . | ,           CSV decimal mark (default .)\n"
        "  --bom                          start the CSV with a UTF-8 byte order mark\n"
        "  --pdf-payments                 with --format pdf --what payments: a table of the payments\n"
        "                                 (the first 5000) after the summary\n"
        "  --operator NAME                kept for old scripts: the receipt names the operator\n"
        "                                 signed in with the passphrase\n"
        "  --slot NAME                    key slot to unlock (default: every slot)\n"
        "The passphrase comes from DIRECTDESK_PASSPHRASE, otherwise it is asked without echo.\n"
        "Exit status: 0 written, 2 bad command line, 9 cache not opened, 10 file not written.");
}

std::optional<QDateTime> parseDate(const QString &text, const QTimeZone &zone, bool endOfRange)
{
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (day.isValid() && text.size() == 10) {
        const QDate start = endOfRange ? day.addDays(1) : day;   // --to is the last day included
        return QDateTime(start, QTime(0, 0), zone);
    }
    QDateTime moment = QDateTime::fromString(text, Qt::ISODate);
    if (!moment.isValid())
        return std::nullopt;
    if (moment.timeSpec() == Qt::LocalTime)
        moment = QDateTime(moment.date(), moment.time(), zone);
    return moment;
}

QStringList listOf(const QString &value)
{
    QStringList list;
    for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
        list.append(part.trimmed());
    return list;
}

bool applyStatuses(const QString &value, PaymentFilter &filter, QString *problem)
{
    for (const QString &code : listOf(value)) {
        const PaymentStatus status = paymentStatusFromCode(code.toUpper());
        if (status == PaymentStatus::Unknown) {
            *problem = Text::tr("Unknown status: %1 (use OP, PE, CO or CA)").arg(code);
            return false;
        }
        filter.statuses.append(status);
    }
    return true;
}

bool isSingleOf(const QString &value, QLatin1String allowed)
{
    return value.size() == 1 && QString(allowed).contains(value.at(0));
}

// Options with a value, applied once the whole command line (and so --tz) is known.
struct RawOptions
{
    QString from;
    QString to;
    QString columns;
    QString zone;
};

bool applyOption(const QString &name, const QString &value, ExportInvocation &inv, RawOptions &raw, QString *problem)
{
    ExportRequest &r = inv.request;
    if (name == u"--out") {
        r.outputPath = value;
    } else if (name == u"--format") {
        const auto format = ReportNames::formatFromName(value);
        if (!format) {
            *problem = Text::tr("Unknown format: %1 (use csv, xlsx or pdf)").arg(value);
            return false;
        }
        r.format = *format;
    } else if (name == u"--what") {
        const auto subject = ReportNames::subjectFromName(value);
        if (!subject) {
            *problem = Text::tr("Unknown --what: %1 (use payments, refunds or both)").arg(value);
            return false;
        }
        r.subject = *subject;
    } else if (name == u"--status") {
        return applyStatuses(value, r.filter, problem);
    } else if (name == u"--method") {
        r.filter.methods = listOf(value);
    } else if (name == u"--country") {
        r.filter.countries = listOf(value.toLower());
    } else if (name == u"--currency") {
        if (value.size() != 3) {
            *problem = Text::tr("A currency is three letters: %1").arg(value);
            return false;
        }
        r.filter.currency = value.toUpper();
    } else if (name == u"--date-field") {
        if (value != u"open" && value != u"confirm") {
            *problem = Text::tr("Unknown --date-field: %1 (use open or confirm)").arg(value);
            return false;
        }
        r.filter.dateField = value == u"confirm" ? PaymentFilter::DateField::ConfirmDate : PaymentFilter::DateField::OpenDate;
    } else if (name == u"--separator") {
        if (!isSingleOf(value, QLatin1String(",;"))) {
            *problem = Text::tr("The separator is , or ;");
            return false;
        }
        r.csv.separator = value.at(0);
    } else if (name == u"--decimal-mark") {
        if (!isSingleOf(value, QLatin1String(".,"))) {
            *problem = Text::tr("The decimal mark is . or ,");
            return false;
        }
        r.csv.decimalMark = value.at(0);
    } else if (name == u"--operator") {
        r.operatorName = value;
    } else if (name == u"--from") {
        raw.from = value;
    } else if (name == u"--to") {
        raw.to = value;
    } else if (name == u"--columns") {
        raw.columns = value;
    } else if (name == u"--tz") {
        raw.zone = value;
    } else {
        *problem = Text::tr("Unknown option: %1").arg(name);
        return false;
    }
    return true;
}

bool applyRaw(const RawOptions &raw, ExportRequest &r, QString *problem)
{
    if (!raw.zone.isEmpty()) {
        const QTimeZone zone(raw.zone.toUtf8());
        if (!zone.isValid()) {
            *problem = Text::tr("Unknown time zone: %1").arg(raw.zone);
            return false;
        }
        r.timeZone = zone;
    }
    if (!raw.from.isEmpty()) {
        const auto from = parseDate(raw.from, r.timeZone, false);
        if (!from) {
            *problem = Text::tr("Not a date: %1 (use YYYY-MM-DD)").arg(raw.from);
            return false;
        }
        r.filter.from = *from;
    }
    if (!raw.to.isEmpty()) {
        const auto to = parseDate(raw.to, r.timeZone, true);
        if (!to) {
            *problem = Text::tr("Not a date: %1 (use YYYY-MM-DD)").arg(raw.to);
            return false;
        }
        r.filter.to = *to;
    }
    if (r.filter.from.isValid() && r.filter.to.isValid() && r.filter.to <= r.filter.from) {
        *problem = Text::tr("--to is before --from.");
        return false;
    }
    if (!raw.columns.isEmpty()) {
        QString unknown;
        const auto columns = ReportColumns::parseList(raw.columns, &unknown);
        if (!columns) {
            *problem = unknown.isEmpty() ? Text::tr("--columns names no column.")
                                         : Text::tr("Unknown column: %1").arg(unknown);
            return false;
        }
        r.columns = *columns;
    } else if (r.subject != ReportSubject::Payments) {
        r.columns = ReportColumns::defaultsForRefunds();
    }
    return true;
}

int run(const QStringList &arguments, CliOutput &io)
{
    QString problem;
    const std::optional<ExportInvocation> parsed = parseExportArguments(arguments, &problem);
    if (!parsed)
        return io.usageError(problem, usageText());
    if (parsed->help)
        return io.help(usageText());
    CommandStore store;
    if (const int status = store.open(io, parsed->vaultPath, parsed->slot, parsed->server))
        return status;
    AccessContext *signedIn = &store.access();
    if (const int refused = requireForCommand(io, *signedIn, access::Permission::Export, QStringLiteral("export")))
        return refused;

    ExportRequest request = parsed->request;
    request.operatorName = signedIn->guard->actor(request.operatorName);
    request.outputPath = QFileInfo(request.outputPath).absoluteFilePath();
    ReportExport report(store.session().payments(), request, QDateTime::currentDateTimeUtc());
    ReportOutcome outcome;
    if (report.start()) {
        while (report.step()) {
        }
    }
    outcome = report.finish();
    ReportReceipts::record(store.session().audit(), outcome);
    if (outcome.status != ReportOutcome::Status::Written) {
        io.err() << Text::tr("The report was not written: %1").arg(outcome.error) << Qt::endl;
        return ExitIo;
    }
    io.out() << Text::tr("%1: %n row(s) (%2), sha256 %3", nullptr, int(std::min<qint64>(outcome.rows, INT_MAX)))
                            .arg(request.outputPath, ReportNames::formatName(request.format),
                                 QString::fromLatin1(outcome.sha256))
                     << Qt::endl;
    return ExitOk;
}

} // namespace

std::optional<ExportInvocation> parseExportArguments(const QStringList &arguments, QString *problem)
{
    static const QStringList options{
        QStringLiteral("--out"),       QStringLiteral("--format"),     QStringLiteral("--what"),
        QStringLiteral("--status"),    QStringLiteral("--method"),     QStringLiteral("--country"),
        QStringLiteral("--currency"),  QStringLiteral("--date-field"), QStringLiteral("--separator"),
        QStringLiteral("--decimal-mark"), QStringLiteral("--operator"), QStringLiteral("--from"),
        QStringLiteral("--to"),        QStringLiteral("--columns"),    QStringLiteral("--tz")};
    // Export has no --json: its one line is for a scheduled job's log.
    CommandLineRules rules{options, {QStringLiteral("--bom"), QStringLiteral("--pdf-payments")}, false, true, false};
    rules.server = true;
    CommandLine line = parseCommandLine(arguments, rules);
    ExportInvocation inv;
    inv.help = line.help;
    if (line.help)
        return inv;
    if (line.json)
        line.problem = Text::tr("Unknown option: %1").arg(QStringLiteral("--json"));
    if (!line.problem.isEmpty()) {
        *problem = line.problem;
        return std::nullopt;
    }
    inv.vaultPath = line.vault;
    inv.server = line.server;
    inv.slot = line.slot;
    inv.request.operatorName = QProcessEnvironment::systemEnvironment().value(QStringLiteral("USER"));
    inv.request.csv.byteOrderMark = line.flags.contains(QStringLiteral("--bom"));
    inv.request.pdfPaymentTable = line.flags.contains(QStringLiteral("--pdf-payments"));
    RawOptions raw;
    for (const QString &name : std::as_const(line.order)) {
        if (!applyOption(name, line.value(name), inv, raw, problem))
            return std::nullopt;
    }
    if (!inv.server.isEmpty() && inv.request.outputPath.isEmpty()) {
        *problem = Text::tr("--out is required.");
        return std::nullopt;
    }
    if ((inv.vaultPath.isEmpty() && inv.server.isEmpty()) || inv.request.outputPath.isEmpty()) {
        *problem = Text::tr("--vault and --out are required.");
        return std::nullopt;
    }
    if (!line.values.contains(QStringLiteral("--format"))) {
        *problem = Text::tr("--format is required.");
        return std::nullopt;
    }
    if (!applyRaw(raw, inv.request, problem))
        return std::nullopt;
    if (inv.request.pdfPaymentTable
        && (inv.request.format != ReportFormat::Pdf || inv.request.subject != ReportSubject::Payments)) {
        *problem = Text::tr("--pdf-payments needs --format pdf and --what payments.");
        return std::nullopt;
    }
    return inv;
}

CliCommand exportCommand()
{
    return {QStringLiteral("export"),
            QCoreApplication::translate("directdesk-cli", "Export payments or refunds from the cache to CSV, XLSX or PDF"),
            &run};
}

} // namespace dd::cli
