#include "core/reports/xlsxreportwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <cstdio>
#include <cstring>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::XlsxReportWriter)
};

double excelSerial(qint64 localMsecs)
{
    constexpr double UnixEpochSerial = 25569.0;   // 1970-01-01 in Excel's 1900 date system
    return UnixEpochSerial + double(localMsecs) / 86'400'000.0;
}

double amountValue(qint64 hundredths)
{
    // The cell is a number (so sums work); the currency format shows exactly two decimals.
    return double(hundredths) / 100.0;
}

} // namespace

XlsxReportWriter::XlsxReportWriter(const QString &path, QTimeZone zone)
    : m_path(path)
    , m_offsets(std::move(zone))
{
}

XlsxReportWriter::~XlsxReportWriter()
{
    if (m_workbook)
        abort();
}

bool XlsxReportWriter::begin(const QList<ReportColumn> &columns)
{
    const QFileInfo target(m_path);
    QTemporaryFile reserve(target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX.partial").arg(target.fileName())));
    reserve.setAutoRemove(false);
    if (!reserve.open()) {
        fail(Text::tr("Cannot write in %1: %2").arg(target.absolutePath(), reserve.errorString()));
        return false;
    }
    m_partialPath = reserve.fileName();
    reserve.close();

    const QByteArray tempDir = QFile::encodeName(QDir::tempPath());
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = const_cast<char *>(tempDir.constData());   // libxlsxwriter copies it; the API lacks const
    options.use_zip64 = LXW_TRUE;
    m_workbook = workbook_new_opt(QFile::encodeName(m_partialPath).constData(), &options);
    if (!m_workbook) {
        fail(Text::tr("Cannot create the workbook %1.").arg(m_partialPath));
        return false;
    }
    m_sheet = workbook_add_worksheet(m_workbook, Text::tr("Report").toUtf8().constData());
    m_headerFormat = workbook_add_format(m_workbook);
    format_set_bold(m_headerFormat);
    m_dateFormat = workbook_add_format(m_workbook);
    format_set_num_format(m_dateFormat, "yyyy-mm-dd hh:mm:ss");
    m_plainAmountFormat = workbook_add_format(m_workbook);
    format_set_num_format(m_plainAmountFormat, "#,##0.00");

    m_columns = columns;
    for (int i = 0; i < columns.size(); ++i) {
        const ReportValueKind kind = ReportColumns::kind(columns.at(i));
        const double width = kind == ReportValueKind::DateTime ? 20 : kind == ReportValueKind::Amount ? 16 : 18;
        worksheet_set_column(m_sheet, lxw_col_t(i), lxw_col_t(i), width, nullptr);
        worksheet_write_string(m_sheet, 0, lxw_col_t(i), ReportColumns::header(columns.at(i)).toUtf8().constData(),
                               m_headerFormat);
    }
    worksheet_freeze_panes(m_sheet, 1, 0);
    m_row = 1;
    return true;
}

bool XlsxReportWriter::row(const QList<ReportCell> &cells)
{
    for (int i = 0; i < cells.size(); ++i)
        writeCell(i, cells.at(i));
    ++m_row;
    if (m_row >= LXW_ROW_MAX) {
        fail(Text::tr("More rows than a worksheet holds (%1).").arg(LXW_ROW_MAX - 1));
        return false;
    }
    return true;
}

bool XlsxReportWriter::end(const ReportTotals &totals)
{
    if (!m_columns.isEmpty())
        worksheet_autofilter(m_sheet, 0, 0, m_row - 1, lxw_col_t(m_columns.size() - 1));
    writeTotalsSheet(totals);
    const lxw_error closed = workbook_close(m_workbook);
    m_workbook = nullptr;
    if (closed != LXW_NO_ERROR) {
        fail(Text::tr("Cannot write the workbook: %1").arg(QString::fromUtf8(lxw_strerror(closed))));
        QFile::remove(m_partialPath);
        return false;
    }
    if (std::rename(QFile::encodeName(m_partialPath).constData(), QFile::encodeName(m_path).constData()) != 0) {
        fail(Text::tr("Cannot rename the workbook to %1.").arg(m_path));
        QFile::remove(m_partialPath);
        return false;
    }
    return true;
}

void XlsxReportWriter::abort()
{
    if (m_workbook) {
        lxw_workbook_free(m_workbook);
        m_workbook = nullptr;
    }
    if (!m_partialPath.isEmpty())
        QFile::remove(m_partialPath);
}

lxw_format *XlsxReportWriter::amountFormat(const QString &currency)
{
    if (currency.isEmpty())
        return m_plainAmountFormat;
    auto found = m_amountFormats.constFind(currency);
    if (found != m_amountFormats.constEnd())
        return found.value();
    lxw_format *format = workbook_add_format(m_workbook);
    const QByteArray pattern = "#,##0.00 \"" + currency.toLatin1() + '"';
    format_set_num_format(format, pattern.constData());
    m_amountFormats.insert(currency, format);
    return format;
}

void XlsxReportWriter::writeCell(int column, const ReportCell &cell)
{
    const auto col = lxw_col_t(column);
    // Strings go in as strings (worksheet_write_string): a cell starting with "=" is text, never
    // a formula, so no apostrophe is needed (tests read the sheet XML back to check).
    if (const auto *utf8 = std::get_if<ReportUtf8>(&cell)) {
        if (utf8->bytes.isEmpty())
            return;
        m_text.resize(utf8->bytes.size());
        std::memcpy(m_text.data(), utf8->bytes.data(), size_t(utf8->bytes.size()));
        worksheet_write_string(m_sheet, m_row, col, m_text.constData(), nullptr);
    } else if (const auto *instant = std::get_if<ReportInstant>(&cell)) {
        worksheet_write_number(m_sheet, m_row, col, excelSerial(m_offsets.localMsecs(instant->utcMs)), m_dateFormat);
    } else if (const auto *text = std::get_if<QString>(&cell)) {
        if (text->isEmpty())
            return;
        m_text = text->toUtf8();
        worksheet_write_string(m_sheet, m_row, col, m_text.constData(), nullptr);
    } else if (const auto *amount = std::get_if<ReportAmount>(&cell)) {
        worksheet_write_number(m_sheet, m_row, col, amountValue(amount->hundredths), amountFormat(amount->currency));
    } else if (const auto *date = std::get_if<QDateTime>(&cell)) {
        if (date->isValid())
            worksheet_write_number(m_sheet, m_row, col, excelSerial(m_offsets.localMsecs(*date)), m_dateFormat);
    } else if (const auto *number = std::get_if<qint64>(&cell)) {
        worksheet_write_number(m_sheet, m_row, col, double(*number), nullptr);
    }
}

void XlsxReportWriter::writeTotalsSheet(const ReportTotals &totals)
{
    lxw_worksheet *sheet = workbook_add_worksheet(m_workbook, Text::tr("Totals").toUtf8().constData());
    const QStringList headers = {Text::tr("Currency"), Text::tr("Status"), Text::tr("Method"), Text::tr("Payments"), Text::tr("Amount"), Text::tr("Refunded")};
    for (int i = 0; i < headers.size(); ++i) {
        worksheet_set_column(sheet, lxw_col_t(i), lxw_col_t(i), 16, nullptr);
        worksheet_write_string(sheet, 0, lxw_col_t(i), headers.at(i).toUtf8().constData(), m_headerFormat);
    }
    worksheet_freeze_panes(sheet, 1, 0);
    lxw_row_t row = 1;
    for (const ReportTotals::PaymentGroup &group : totals.paymentGroups()) {
        worksheet_write_string(sheet, row, 0, group.currency.toUtf8().constData(), nullptr);
        worksheet_write_string(sheet, row, 1, paymentStatusCode(group.status).toUtf8().constData(), nullptr);
        worksheet_write_string(sheet, row, 2, group.method.toUtf8().constData(), nullptr);
        worksheet_write_number(sheet, row, 3, double(group.count), nullptr);
        worksheet_write_number(sheet, row, 4, amountValue(group.amountHundredths), amountFormat(group.currency));
        worksheet_write_number(sheet, row, 5, amountValue(group.refundedHundredths), amountFormat(group.currency));
        ++row;
    }
    if (row > 1)
        worksheet_autofilter(sheet, 0, 0, row - 1, lxw_col_t(headers.size() - 1));
    ++row;
    for (const ReportTotals::RefundGroup &group : totals.refundGroups()) {
        worksheet_write_string(sheet, row, 0, group.currency.toUtf8().constData(), nullptr);
        worksheet_write_string(sheet, row, 1, (Text::tr("Refunds ") + refundStatusCode(group.status)).toUtf8().constData(), nullptr);
        worksheet_write_number(sheet, row, 3, double(group.count), nullptr);
        worksheet_write_number(sheet, row, 4, amountValue(group.amountHundredths), amountFormat(group.currency));
        ++row;
    }
}

void XlsxReportWriter::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

} // namespace dd
