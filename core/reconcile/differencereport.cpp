#include "core/reconcile/differencereport.h"

#include "core/reconcile/reconciletext.h"

#include "core/domain/currency.h"
#include "core/domain/money.h"
#include "core/domain/moneyformat.h"
#include "core/reports/pdfpagecursor.h"
#include "core/reports/pdfreportwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::reconcile::DifferenceReport)
};

QString statusText(const std::optional<PaymentStatus> &status)
{
    return status ? paymentStatusName(*status) : QString();
}

// One differences workbook, written under a temporary name beside the target and renamed over it
// once complete (libxlsxwriter writes to a path, not to a QSaveFile).
class DifferenceWorkbook
{
public:
    explicit DifferenceWorkbook(const QString &path) : m_path(path) {}
    ~DifferenceWorkbook()
    {
        if (m_book)
            lxw_workbook_free(m_book);
        if (!m_partial.isEmpty())
            QFile::remove(m_partial);
    }

    bool open(QString *error)
    {
        QTemporaryFile partial(QFileInfo(m_path).absoluteDir().filePath(u".differences.XXXXXX.partial"_s));
        partial.setAutoRemove(false);
        if (!partial.open()) {
            *error = partial.errorString();
            return false;
        }
        m_partial = partial.fileName();
        partial.close();
        // Constant memory: rows go straight to a temporary file however many differences there are.
        const QByteArray tempDir = QFile::encodeName(QDir::tempPath());
        lxw_workbook_options options{};
        options.constant_memory = LXW_TRUE;
        options.tmpdir = const_cast<char *>(tempDir.constData());   // copied; the API lacks const
        m_book = workbook_new_opt(QFile::encodeName(m_partial).constData(), &options);
        m_bold = m_book ? workbook_add_format(m_book) : nullptr;
        if (!m_book) {
            *error = Text::tr("the workbook cannot be created");
            return false;
        }
        format_set_bold(m_bold);
        return true;
    }

    lxw_worksheet *sheet(const QString &name, const QStringList &headers)
    {
        lxw_worksheet *sheet = workbook_add_worksheet(m_book, name.toUtf8().constData());
        for (lxw_col_t c = 0; c < lxw_col_t(headers.size()); ++c) {
            worksheet_set_column(sheet, c, c, 16, nullptr);
            worksheet_write_string(sheet, 0, c, headers.at(c).toUtf8().constData(), m_bold);
        }
        worksheet_freeze_panes(sheet, 1, 0);
        return sheet;
    }

    void text(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t column, const QString &value)
    {
        // As a string cell: a code that starts with "=" stays text, never a formula.
        if (!value.isEmpty())
            worksheet_write_string(sheet, row, column, value.toUtf8().constData(), nullptr);
    }

    // A number (so the sheet sums it) shown in the currency's own decimals.
    void amount(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t column, const std::optional<qint64> &hundredths,
                const QString &currency)
    {
        if (!hundredths)
            return;
        const int decimals = Currency::admits(*hundredths, currency) ? Currency::exponent(currency) : 2;
        lxw_format *&format = m_amountFormats[decimals];
        if (!format) {
            format = workbook_add_format(m_book);
            format_set_num_format(format, decimals == 0 ? "#,##0" : "#,##0.00");
        }
        worksheet_write_number(sheet, row, column, double(*hundredths) / 100.0, format);
    }

    bool commit(QString *error)
    {
        const lxw_error closed = workbook_close(m_book);
        m_book = nullptr;
        if (closed != LXW_NO_ERROR) {
            *error = QString::fromUtf8(lxw_strerror(closed));
            return false;
        }
        if (std::rename(QFile::encodeName(m_partial).constData(), QFile::encodeName(m_path).constData()) != 0) {
            *error = Text::tr("the workbook cannot be renamed to %1").arg(m_path);
            return false;
        }
        m_partial.clear();
        return true;
    }

private:
    QString m_path;
    QString m_partial;
    lxw_workbook *m_book = nullptr;
    lxw_format *m_bold = nullptr;
    QHash<int, lxw_format *> m_amountFormats;
};

void writeDifferenceRows(DifferenceWorkbook &book, lxw_worksheet *sheet, const QList<Difference> &rows,
                         const RunChanges *changes)
{
    lxw_row_t row = 1;
    for (const Difference &d : rows) {
        book.text(sheet, row, 0, differenceKindCode(d.kind));
        book.text(sheet, row, 1, d.merchantCode);
        if (d.orderLine > 0)
            worksheet_write_number(sheet, row, 2, double(d.orderLine), nullptr);
        book.text(sheet, row, 3, d.paymentHash);
        book.amount(sheet, row, 4, d.orderAmount, d.orderCurrency);
        book.text(sheet, row, 5, d.orderCurrency);
        book.text(sheet, row, 6, d.orderStatus);
        book.amount(sheet, row, 7, d.orderRefunded, d.orderCurrency);
        book.amount(sheet, row, 8, d.gatewayAmount, d.gatewayCurrency);
        book.text(sheet, row, 9, d.gatewayCurrency);
        book.text(sheet, row, 10, d.gatewayStatus ? paymentStatusCode(*d.gatewayStatus) : QString());
        book.amount(sheet, row, 11, d.gatewayRefunded, d.gatewayCurrency);
        if (changes)
            book.text(sheet, row, 12, changes->isNew(d) ? u"yes"_s : u"no"_s);
        if (++row >= LXW_ROW_MAX)
            break;   // a sheet ends here; the CSV holds every row
    }
}

bool writeXlsx(const QString &path, const DifferenceReport &report, QString *error)
{
    DifferenceWorkbook book(path);
    if (!book.open(error))
        return false;
    writeDifferenceRows(book, book.sheet(Text::tr("Differences"), differenceColumnNames(true)), report.differences,
                        &report.changes);
    lxw_worksheet *totals = book.sheet(Text::tr("Totals"), {u"kind"_s, u"currency"_s, u"count"_s, u"amount"_s});
    lxw_row_t row = 1;
    for (const DifferenceTotal &total : totalsOf(report.differences)) {
        book.text(totals, row, 0, differenceKindCode(total.kind));
        book.text(totals, row, 1, total.currency);
        worksheet_write_number(totals, row, 2, double(total.count), nullptr);
        book.amount(totals, row, 3, total.amount, total.currency);
        ++row;
    }
    if (!report.changes.resolvedRows.isEmpty())
        writeDifferenceRows(book, book.sheet(Text::tr("Resolved"), differenceColumnNames(false)),
                            report.changes.resolvedRows, nullptr);
    return book.commit(error);
}

QString sideText(const std::optional<qint64> &amount, const QString &currency, const QString &status,
                 const QLocale &locale)
{
    const QString money = amount ? formatAmountAndCode(*amount, currency, locale) : QString();
    return money.isEmpty() || status.isEmpty() ? QString(money + status) : QString(money + u"  "_s + status);
}

void drawRun(PageCursor &cursor, const DifferenceReport &report)
{
    const QLocale &locale = report.locale;
    cursor.line(Text::tr("Reconciliation of %1").arg(report.fileName), true, 16);
    cursor.line(Text::tr("Generated %1 (%2) by %3; kept as run %4")
                    .arg(report.generatedAt.toTimeZone(report.timeZone).toString(u"yyyy-MM-dd HH:mm:ss"_s),
                         QString::fromUtf8(report.timeZone.id()), report.operatorName, locale.toString(report.runId)));
    cursor.line(Text::tr("File SHA-256: %1").arg(QString::fromLatin1(report.sha256.toHex())));
    if (report.periodFrom && report.periodTo)
        cursor.line(Text::tr("Period: %1 to %2")
                        .arg(report.periodFrom->toString(Qt::ISODate), report.periodTo->toString(Qt::ISODate)));
    else
        cursor.line(Text::tr("No period: payments without an order were not looked for."));
    cursor.line(Text::tr("%1 order(s), %2 matched, %3 difference(s).")
                    .arg(locale.toString(report.orders), locale.toString(report.matched),
                         locale.toString(qint64(report.differences.size()))));
    if (const auto &previous = report.changes.previous)
        cursor.line(Text::tr("Since run %1: %2 new, %3 resolved, %4 unchanged.")
                        .arg(locale.toString(previous->id), locale.toString(report.changes.added),
                             locale.toString(report.changes.resolved), locale.toString(report.changes.unchanged)));
    cursor.skip(cursor.lineHeight());
}

void drawTables(PageCursor &cursor, const DifferenceReport &report)
{
    const QLocale &locale = report.locale;
    const QList<qreal> totalStops = {0.0, 0.45, 0.6, 0.75};
    cursor.beginTable(Text::tr("Counts and totals per kind and currency"),
                      {Text::tr("Kind"), Text::tr("Currency"), Text::tr("Count"), Text::tr("Amount")}, totalStops, 2);
    for (const DifferenceTotal &total : totalsOf(report.differences))
        cursor.row({differenceKindName(total.kind), total.currency, locale.toString(total.count),
                    formatAmountAndCode(total.amount, total.currency, locale)},
                   totalStops, 2);
    cursor.endTable();

    // The kind's words are the widest cell; the hash is left to the CSV and XLSX.
    const QList<qreal> stops = {0.0, 0.32, 0.46, 0.51, 0.72, 0.93};
    const QStringList titles = {Text::tr("Kind"), Text::tr("Merchant code"), Text::tr("Line"),
                                Text::tr("Shop"), Text::tr("Gateway"), Text::tr("New")};
    const qsizetype printed = qMin<qsizetype>(report.differences.size(), PdfReportWriter::MaxTableRows);
    cursor.beginTable(Text::tr("Differences"), titles, stops, 6);
    for (qsizetype i = 0; i < printed; ++i) {
        const Difference &d = report.differences.at(i);
        cursor.row({differenceKindName(d.kind), d.merchantCode, d.orderLine > 0 ? locale.toString(d.orderLine) : QString(),
                    sideText(d.orderAmount, d.orderCurrency, d.orderStatus, locale),
                    sideText(d.gatewayAmount, d.gatewayCurrency, statusText(d.gatewayStatus), locale),
                    report.changes.isNew(d) ? Text::tr("new") : QString()},
                   stops, 6);
    }
    cursor.endTable();
    if (printed < report.differences.size())
        cursor.line(Text::tr("The first %1 of %2 differences; export CSV or XLSX for every row.")
                        .arg(locale.toString(qint64(printed)), locale.toString(qint64(report.differences.size()))));

    const QList<Difference> &resolved = report.changes.resolvedRows;
    if (resolved.isEmpty())
        return;
    const QList<qreal> resolvedStops = {0.0, 0.35, 0.6};
    cursor.beginTable(Text::tr("Resolved since run %1").arg(locale.toString(report.changes.previous->id)),
                      {Text::tr("Kind"), Text::tr("Merchant code"), Text::tr("Currency")}, resolvedStops, 3);
    for (const Difference &d : resolved)
        cursor.row({differenceKindName(d.kind), d.merchantCode, d.currency()}, resolvedStops, 3);
    cursor.endTable();
}

bool writePdf(const QString &path, const DifferenceReport &report, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(Text::tr("Reconciliation of %1").arg(report.fileName));
        writer.setCreator(u"DirectDesk"_s);
        QPainter painter;
        if (!painter.begin(&writer)) {
            *error = Text::tr("the PDF document cannot be started");
            file.cancelWriting();
            return false;
        }
        // No ligatures: "fi" stays two letters, so copied or extracted text matches what was meant.
        QFont font = painter.font();
        font.setStyleStrategy(QFont::PreferNoShaping);
        painter.setFont(font);
        PageCursor cursor(writer, painter);
        drawRun(cursor, report);
        drawTables(cursor, report);
        painter.end();
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

std::optional<DifferenceFormat> differenceFormatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv")
        return DifferenceFormat::Csv;
    if (suffix == u"xlsx")
        return DifferenceFormat::Xlsx;
    if (suffix == u"pdf")
        return DifferenceFormat::Pdf;
    return std::nullopt;
}

DifferenceReport DifferenceReport::of(const ReconcileResult &result, const KeptRun &kept)
{
    DifferenceReport report;
    report.fileName = result.fileName;
    report.sha256 = result.sha256;
    report.runId = kept.runId;
    report.orders = result.orders;
    report.matched = result.matched;
    report.periodFrom = result.periodFrom;
    report.periodTo = result.periodTo;
    report.differences = result.differences;
    report.changes = kept.changes;
    report.generatedAt = QDateTime::currentDateTimeUtc();
    return report;
}

bool writeDifferenceReport(const QString &path, const DifferenceReport &report, QString *error)
{
    QString problem;
    const std::optional<DifferenceFormat> format = differenceFormatOf(path);
    bool written = false;
    if (!format)
        problem = Text::tr("the file name ends in .csv, .xlsx or .pdf");
    else if (*format == DifferenceFormat::Csv)
        written = writeDifferencesCsv(path, report.differences, &report.changes, &problem);
    else if (*format == DifferenceFormat::Xlsx)
        written = writeXlsx(path, report, &problem);
    else
        written = writePdf(path, report, &problem);
    if (!written && error)
        *error = problem;
    return written;
}

} // namespace dd::reconcile
