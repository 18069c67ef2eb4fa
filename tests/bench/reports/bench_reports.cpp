// Benchmark of the report exporters over an encrypted cache of 1,000,000 payments: CSV, XLSX
// (time and resident memory above idle while writing) and the PDF summary; and, for scale, the
// sqlcipher shell's own CSV export of the same rows from a copy of the cache encrypted with a
// passphrase (same cipher, its page key derived once), plus from an unencrypted copy.
// Usage: bench_reports [--payments N] [--dir FOLDER (keeps and reuses the caches)]

#include "tests/bench/support/benchcache.h"
#include "tests/bench/support/benchpayments.h"
#include "../support/benchreport.h"

#include "core/cache/cachesession.h"
#include "core/cache/exportreader.h"
#include "core/cache/vault.h"
#include "core/reports/reportexport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <time.h>

#include <cstdio>

using namespace dd;
using namespace dd::bench;
using namespace Qt::StringLiterals;

namespace {

const QString ShellKey = u"bench-shell-key"_s;

// The machine is shared (builds of other work run beside it), so the judged figures are CPU
// time: this process's for DirectDesk, the reaped child's for the sqlcipher shell.
double processCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double childrenCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

struct RunFigures
{
    double ms = 0;
    double cpuMs = 0;
    double peakAboveIdleMiB = 0;
    qint64 rows = 0;
    qint64 bytes = 0;
};

RunFigures runExport(PaymentStore &store, const ExportRequest &request)
{
    const double idle = rssMiB();
    RunFigures figures;
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = processCpuMs();
    ReportExport exporter(store, request, QDateTime::currentDateTimeUtc());
    if (exporter.start()) {
        int pages = 0;
        while (exporter.step()) {
            if (++pages % 25 == 0)
                figures.peakAboveIdleMiB = std::max(figures.peakAboveIdleMiB, rssMiB() - idle);
        }
    }
    figures.peakAboveIdleMiB = std::max(figures.peakAboveIdleMiB, rssMiB() - idle);
    const ReportOutcome outcome = exporter.finish();
    figures.ms = millisecondsSince(timer);
    figures.cpuMs = processCpuMs() - cpuStart;
    figures.peakAboveIdleMiB = std::max(figures.peakAboveIdleMiB, rssMiB() - idle);
    if (outcome.status != ReportOutcome::Status::Written) {
        std::fprintf(stderr, "bench_reports: export failed: %s\n", qPrintable(outcome.error));
        std::exit(1);
    }
    figures.rows = outcome.rows;
    figures.bytes = QFileInfo(request.outputPath).size();
    return figures;
}

// The same ten columns DirectDesk writes by default, in the same order, formatted by SQL.
const char *ShellQuery =
    "SELECT hash AS Hash, merchant_code AS \"Merchant payment code\","
    " CASE status WHEN 1 THEN 'OP' WHEN 2 THEN 'PE' WHEN 3 THEN 'CO' WHEN 4 THEN 'CA' ELSE '' END AS Status,"
    " CASE open_date WHEN 0 THEN '' ELSE strftime('%Y-%m-%d %H:%M:%S', open_date / 1000, 'unixepoch') END AS \"Open date\","
    " CASE confirm_date WHEN 0 THEN '' ELSE strftime('%Y-%m-%d %H:%M:%S', confirm_date / 1000, 'unixepoch') END AS \"Confirm date\","
    " (amount_ext / 100) || '.' || substr('0' || (amount_ext % 100), -2) AS Amount, currency AS Currency,"
    " (refunded / 100) || '.' || substr('0' || (refunded % 100), -2) AS Refunded,"
    " payment_type_code AS Method, country AS Country"
    " FROM payments ORDER BY open_date, id;";

struct ShellFigures
{
    double ms = -1;
    double cpuMs = -1;
};

// Runs the sqlcipher shell: the key pragma (if any) and the query, CSV to `out`.
ShellFigures timeShell(const QString &database, const QString &key, const QString &out)
{
    QString script;
    if (!key.isEmpty())
        script += u"PRAGMA key = '"_s + key + u"';\n"_s;
    script += u".headers on\n.mode csv\n.output "_s + out + u"\n"_s + QString::fromLatin1(ShellQuery) + u"\n"_s;
    QProcess shell;
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = childrenCpuMs();
    shell.start(u"sqlcipher"_s, {database});
    shell.write(script.toUtf8());
    shell.closeWriteChannel();
    if (!shell.waitForFinished(600'000) || shell.exitCode() != 0) {
        std::fprintf(stderr, "bench_reports: sqlcipher shell failed: %s\n", shell.readAllStandardError().constData());
        return {};
    }
    return {millisecondsSince(timer), childrenCpuMs() - cpuStart};
}

bool exportCopy(CacheSession &session, const QString &path, const QString &key)
{
    QFile::remove(path);
    QFile empty(path);   // ATTACH opens with the main connection's flags, which do not create files
    if (!empty.open(QIODevice::WriteOnly))
        return false;
    empty.close();
    const QByteArray sql = "ATTACH DATABASE '" + QFile::encodeName(path) + "' AS copy KEY '" + key.toUtf8()
                           + "'; SELECT sqlcipher_export('copy');";
    auto error = session.database().execute(sql.constData());
    if (auto detached = session.database().execute("DETACH DATABASE copy"); !error)
        error = detached;
    if (error) {
        std::fprintf(stderr, "bench_reports: cannot copy the cache: %s\n", qPrintable(error->message));
        return false;
    }
    return true;
}

void compareWithShell(Vault &vault, const QString &folder, const RunFigures &csv, qint64 payments)
{
    // A fresh connection: the exporter's one keeps prepared statements that hold the schema.
    auto opened = vault.openSession();
    if (!opened)
        return;
    CacheSession &session = *opened.value();
    const QString keyed = QDir(folder).filePath(u"shell-keyed-%1.db"_s.arg(payments));
    const QString plain = QDir(folder).filePath(u"shell-plain-%1.db"_s.arg(payments));
    if ((!QFile::exists(keyed) && !exportCopy(session, keyed, ShellKey))
        || (!QFile::exists(plain) && !exportCopy(session, plain, QString())))
        return;
    const QString out = QDir(folder).filePath(u"shell.csv"_s);
    // Warm the page cache of both copies the way the DirectDesk run found its own file warm.
    timeShell(keyed, ShellKey, out);
    const ShellFigures keyedRun = timeShell(keyed, ShellKey, out);
    const ShellFigures plainRun = timeShell(plain, QString(), out);
    QFile::remove(out);
    if (keyedRun.cpuMs <= 0 || plainRun.cpuMs <= 0)
        return;
    report(u"reports.sqlcipher_shell.csv_encrypted_cpu_ms"_s, keyedRun.cpuMs, u"ms"_s);
    report(u"reports.sqlcipher_shell.csv_encrypted_wall_ms"_s, keyedRun.ms, u"ms"_s);
    report(u"reports.sqlcipher_shell.csv_unencrypted_cpu_ms"_s, plainRun.cpuMs, u"ms"_s);
    report(u"reports.csv_vs_sqlcipher_shell_encrypted"_s, csv.cpuMs / keyedRun.cpuMs, u"ratio"_s, 1.5, Better::Lower);
    report(u"reports.csv_vs_sqlcipher_shell_unencrypted"_s, csv.cpuMs / plainRun.cpuMs, u"ratio"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);   // the PDF lays out text
    QTemporaryDir temporary;
    const BenchArguments arguments(app.arguments(), temporary.path());
    const qint64 payments = arguments.payments;
    std::unique_ptr<Vault> openedVault = openBenchmarkVault(u"reports"_s, arguments,
                                                            [](PaymentStore &store, qint64 count) { writeBenchPayments(u"reports"_s, store, count); });
    if (!openedVault)
        return 1;
    Vault &vault = *openedVault;
    auto opened = vault.openSession();
    if (!opened) {
        std::fprintf(stderr, "bench_reports: cannot open a session\n");
        return 1;
    }
    std::unique_ptr<CacheSession> session = std::move(opened).value();
    VaultPaymentStore &store = session->payments();
    const double scale = double(payments) / 1e6;

    // What reading the keyset pages alone costs (the floor under every format).
    {
        const double cpuStart = processCpuMs();
        const PaymentSort sort{PaymentSort::Column::OpenDate, Qt::AscendingOrder};
        std::optional<PageKey> after;
        qint64 read = 0;
        for (;;) {
            const QList<PaymentRow> rows = store.rows({}, sort, after, ReportExport::PageSize);
            read += rows.size();
            if (rows.size() < ReportExport::PageSize)
                break;
            after = PaymentStore::keyOf(rows.constLast(), sort);
        }
        report(u"reports.cache_pages_only_cpu_ms"_s, processCpuMs() - cpuStart, u"ms"_s);
        if (read != payments)
            std::fprintf(stderr, "bench_reports: read %lld of %lld payments\n", read, payments);
    }

    // What the streaming reader alone costs for the default CSV's columns (the floor under the
    // CSV and XLSX exports, which read through it).
    {
        const double cpuStart = processCpuMs();
        using F = ExportReader::Field;
        ExportReader reader(store.database(), {}, ExportReader::Refunds::None,
                            {F::PaymentRowId, F::Hash, F::MerchantCode, F::Status, F::OpenDate, F::ConfirmDate,
                             F::Amount, F::Currency, F::Refunded, F::Method, F::Country});
        qint64 read = 0;
        qint64 bytes = 0;
        while (reader.next() == ExportReader::Step::Row) {
            ++read;
            bytes += reader.utf8(1).size() + reader.utf8(2).size() + reader.utf8(7).size() + reader.integer(4) % 2;
        }
        report(u"reports.reader_only_cpu_ms"_s, processCpuMs() - cpuStart, u"ms"_s);
        if (read != payments || bytes == 0)
            std::fprintf(stderr, "bench_reports: the reader read %lld of %lld payments\n", read, payments);
    }

    ExportRequest request;
    request.outputPath = QDir(arguments.folder).filePath(u"report.csv"_s);
    runExport(store, request);   // warms the page cache, as the shell's warm-up run does
    const RunFigures csv = runExport(store, request);
    report(u"reports.csv_cpu_ms"_s, csv.cpuMs, u"ms"_s, 3000 * scale);
    report(u"reports.csv_wall_ms"_s, csv.ms, u"ms"_s);
    report(u"reports.csv_rows_per_cpu_s"_s, double(csv.rows) / (csv.cpuMs / 1000.0), u"rows/s"_s);
    report(u"reports.csv_mib"_s, double(csv.bytes) / (1024.0 * 1024.0), u"MiB"_s);
    QFile::remove(request.outputPath);

    request.format = ReportFormat::Xlsx;
    request.outputPath = QDir(arguments.folder).filePath(u"report.xlsx"_s);
    const RunFigures xlsx = runExport(store, request);
    report(u"reports.xlsx_cpu_ms"_s, xlsx.cpuMs, u"ms"_s, 40000 * scale);
    report(u"reports.xlsx_wall_ms"_s, xlsx.ms, u"ms"_s);
    report(u"reports.xlsx_rss_above_idle"_s, xlsx.peakAboveIdleMiB, u"MiB"_s, 100);
    report(u"reports.xlsx_mib"_s, double(xlsx.bytes) / (1024.0 * 1024.0), u"MiB"_s);
    QFile::remove(request.outputPath);

    request.format = ReportFormat::Pdf;
    request.outputPath = QDir(arguments.folder).filePath(u"report.pdf"_s);
    const RunFigures pdf = runExport(store, request);
    report(u"reports.pdf_summary_cpu_ms"_s, pdf.cpuMs, u"ms"_s, 2000);
    report(u"reports.pdf_summary_wall_ms"_s, pdf.ms, u"ms"_s);
    QFile::remove(request.outputPath);

    compareWithShell(vault, arguments.folder, csv, payments);
    reportPeakRss(u"reports"_s);
    return 0;
}
