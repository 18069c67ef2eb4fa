#include "core/reports/pdfreportwriter.h"

#include "core/domain/dateformat.h"
#include "core/domain/moneyformat.h"
#include "core/domain/status.h"
#include "core/reports/chartcolors.h"
#include "core/reports/overviewpdf.h"
#include "core/reports/pdfpagecursor.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <array>
#include <utility>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::PdfReportWriter)
};

const std::array<PaymentStatus, 5> ChartStatuses = {PaymentStatus::Open, PaymentStatus::Pending,
                                                    PaymentStatus::Confirmed, PaymentStatus::Cancelled,
                                                    PaymentStatus::Unknown};

// Bars of amount per status, one group per currency, each group scaled to its own maximum
// (amounts of different currencies are never compared on one axis).
void drawChart(PageCursor &cursor, QPainter &painter, const ReportTotals &totals)
{
    const QList<ReportTotals::PaymentGroup> groups = totals.paymentGroups();
    QStringList currencies;
    for (const auto &group : groups) {
        if (!currencies.contains(group.currency))
            currencies.append(group.currency);
    }
    if (currencies.isEmpty())
        return;
    const int chartHeight = cursor.lineHeight() * 10;
    cursor.ensure(chartHeight + cursor.lineHeight() * 3);
    const int top = cursor.y();
    const int groupWidth = cursor.width() / int(currencies.size());
    const int barWidth = std::max(1, groupWidth / int(ChartStatuses.size() + 1));
    for (int c = 0; c < currencies.size(); ++c) {
        std::array<qint64, ChartStatuses.size()> amounts{};
        for (const auto &group : groups) {
            if (group.currency != currencies.at(c))
                continue;
            const auto at = std::find(ChartStatuses.begin(), ChartStatuses.end(), group.status);
            amounts.at(size_t(at - ChartStatuses.begin())) += group.amountHundredths;
        }
        const qint64 maximum = std::max<qint64>(1, *std::max_element(amounts.begin(), amounts.end()));
        for (size_t s = 0; s < amounts.size(); ++s) {
            const int height = int(double(amounts.at(s)) / double(maximum) * chartHeight);
            const QRect bar(c * groupWidth + int(s) * barWidth, top + chartHeight - height, barWidth - 10, height);
            painter.fillRect(bar, statusColor(ChartStatuses.at(s)));
        }
        painter.drawText(QRect(c * groupWidth, top + chartHeight, groupWidth, cursor.lineHeight()), Qt::AlignLeft,
                         currencies.at(c));
    }
    cursor.skip(chartHeight + cursor.lineHeight());
    QStringList legend;
    for (PaymentStatus status : ChartStatuses)
        legend.append(paymentStatusName(status));
    int x = 0;
    const int swatch = cursor.lineHeight() / 2;
    for (size_t s = 0; s < ChartStatuses.size(); ++s) {
        painter.fillRect(QRect(x, cursor.y() + swatch / 2, swatch, swatch), statusColor(ChartStatuses.at(s)));
        const int textWidth = painter.fontMetrics().horizontalAdvance(legend.at(qsizetype(s)));
        painter.drawText(QRect(x + swatch * 2, cursor.y(), textWidth + 10, cursor.lineHeight()), Qt::AlignLeft,
                         legend.at(qsizetype(s)));
        x += swatch * 3 + textWidth + swatch * 2;
    }
    cursor.skip(cursor.lineHeight() * 2);
}

void drawTotals(PageCursor &cursor, const ReportTotals &totals, const QLocale &locale)
{
    const auto money = [&locale](qint64 hundredths, const QString &currency) {
        return formatAmountAndCode(hundredths, currency, locale);
    };
    const auto count = [&locale](qint64 n) { return locale.toString(n); };
    const QList<qreal> currencyStops = {0.0, 0.2, 0.4, 0.7};
    cursor.beginTable(Text::tr("Totals per currency"),
                      {Text::tr("Currency"), Text::tr("Payments"), Text::tr("Amount"), Text::tr("Refunded")}, currencyStops, 1);
    for (const auto &sum : totals.perCurrency()) {
        cursor.row({sum.currency, count(sum.count), money(sum.amountHundredths, sum.currency),
                    money(sum.refundedHundredths, sum.currency)},
                   currencyStops, 1);
    }
    cursor.endTable();

    const QList<qreal> stops = {0.0, 0.12, 0.3, 0.48, 0.6, 0.8};
    cursor.beginTable(Text::tr("Totals per currency, status and method"),
                      {Text::tr("Currency"), Text::tr("Status"), Text::tr("Method"), Text::tr("Payments"), Text::tr("Amount"),
                       Text::tr("Refunded")},
                      stops, 3);
    for (const auto &group : totals.paymentGroups()) {
        cursor.row({group.currency, paymentStatusName(group.status), group.method, count(group.count),
                    money(group.amountHundredths, group.currency), money(group.refundedHundredths, group.currency)},
                   stops, 3);
    }
    cursor.endTable();
}

void drawRefunds(PageCursor &cursor, const ReportTotals &totals, const QLocale &locale)
{
    if (totals.hasRefundDetail()) {
        const QList<qreal> stops = {0.0, 0.2, 0.45, 0.7};
        cursor.beginTable(Text::tr("Refunds"),
                          {Text::tr("Currency"), Text::tr("Refund status"), Text::tr("Refunds"), Text::tr("Amount")}, stops, 2);
        for (const auto &group : totals.refundGroups()) {
            cursor.row({group.currency, refundStatusName(group.status), locale.toString(group.count),
                        formatAmountAndCode(group.amountHundredths, group.currency, locale)},
                       stops, 2);
        }
        cursor.endTable();
        return;
    }
    cursor.line(Text::tr("Refunds"), true, 12);
    for (const auto &sum : totals.perCurrency()) {
        cursor.line(Text::tr("%1: refunded (not cancelled) %2")
                        .arg(sum.currency, formatAmountAndCode(sum.refundedHundredths, sum.currency, locale)));
    }
    cursor.skip(cursor.lineHeight());
}

// A payments-table cell as printed: instants in the report's zone and region's date form, amounts as
// the totals print them, the status in words.
QString cellText(ReportColumn column, const ReportCell &cell, const PdfSummaryHeader &header)
{
    const auto dateTime = [&header](qint64 utcMs) {
        return formatDateTimeIn(QDateTime::fromMSecsSinceEpoch(utcMs, QTimeZone::utc()), header.timeZone, header.locale);
    };
    QString text;
    if (const auto *utf8 = std::get_if<ReportUtf8>(&cell))
        text = QString::fromUtf8(utf8->bytes);
    else if (const auto *plain = std::get_if<QString>(&cell))
        text = *plain;
    else if (const auto *amount = std::get_if<ReportAmount>(&cell))
        return formatAmountAndCode(amount->hundredths, amount->currency, header.locale);
    else if (const auto *instant = std::get_if<ReportInstant>(&cell))
        return dateTime(instant->utcMs);
    else if (const auto *date = std::get_if<QDateTime>(&cell))
        return date->isValid() ? dateTime(date->toMSecsSinceEpoch()) : QString();
    else if (const auto *number = std::get_if<qint64>(&cell))
        return header.locale.toString(*number);
    return column == ReportColumn::Status && !text.isEmpty() ? paymentStatusName(paymentStatusFromCode(text)) : text;
}

void drawPaymentTable(PageCursor &cursor, const QList<QStringList> &rows, qint64 rowsSeen, const QLocale &locale)
{
    QStringList titles;
    for (ReportColumn column : PdfReportWriter::tableColumns())
        titles.append(ReportColumns::header(column));
    // The date column holds a region's longest short form (es_CO's "12/11/2026 12:59 P. M."); the
    // amounts hold eight-digit sums with their code ("1.234.565,00 ARS").
    const QList<qreal> stops = {0.0, 0.21, 0.42, 0.545, 0.66, 0.83};
    cursor.beginTable(Text::tr("Payments"), titles, stops, 4);
    for (const QStringList &row : rows)
        cursor.row(row, stops, 4, false, PageCursor::CellOverflow::Elide);
    cursor.endTable();
    if (rowsSeen > rows.size()) {
        cursor.line(Text::tr("The first %1 of %2 payments; export CSV or XLSX for every row.")
                        .arg(locale.toString(rows.size()), locale.toString(rowsSeen)));
    }
}

} // namespace

QList<ReportColumn> PdfReportWriter::tableColumns()
{
    return {ReportColumn::OpenDate, ReportColumn::MerchantPaymentCode, ReportColumn::PaymentTypeCode,
            ReportColumn::Status,   ReportColumn::AmountExt,           ReportColumn::RefundedAmount};
}

PdfReportWriter::PdfReportWriter(const QString &path, PdfSummaryHeader header)
    : m_file(path)
    , m_header(std::move(header))
{
}

bool PdfReportWriter::begin(const QList<ReportColumn> &)
{
    if (!m_file.open(QIODevice::WriteOnly)) {
        m_error = m_file.errorString();
        return false;
    }
    return true;
}

bool PdfReportWriter::row(const QList<ReportCell> &cells)
{
    if (!m_paymentTable || ++m_rowsSeen > MaxTableRows)
        return true;
    const QList<ReportColumn> columns = tableColumns();
    QStringList texts;
    texts.reserve(columns.size());
    for (qsizetype i = 0; i < columns.size(); ++i)
        texts.append(i < cells.size() ? cellText(columns.at(i), cells.at(i), m_header) : QString());
    m_tableRows.append(texts);
    return true;
}

bool PdfReportWriter::end(const ReportTotals &totals)
{
    {
        QPdfWriter writer(&m_file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(m_header.title);
        writer.setCreator(QStringLiteral("DirectDesk"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            m_error = Text::tr("Cannot start the PDF document.");
            abort();
            return false;
        }
        // No ligatures: "fi" stays two letters, so copied or extracted text matches what was meant.
        QFont font = painter.font();
        font.setStyleStrategy(QFont::PreferNoShaping);
        painter.setFont(font);
        PageCursor cursor(writer, painter);
        cursor.line(m_header.title, true, 16);
        cursor.line(Text::tr("Generated %1 (%2) by %3")
                        .arg(formatDateTimeIn(m_header.generatedAt, m_header.timeZone, m_header.locale),
                             QString::fromUtf8(m_header.timeZone.id()), m_header.operatorName));
        cursor.line(Text::tr("Rows: %1").arg(m_header.filterText));
        cursor.line(Text::tr("%Ln payment(s)", nullptr, int(std::min<qint64>(totals.paymentCount(), INT_MAX))));
        cursor.skip(cursor.lineHeight());
        drawTotals(cursor, totals, m_header.locale);
        drawRefunds(cursor, totals, m_header.locale);
        cursor.line(Text::tr("Amount per status"), true, 12);
        drawChart(cursor, painter, totals);
        if (m_overview)
            OverviewPdf::draw(writer, painter, *m_overview, m_header.locale);
        if (m_paymentTable) {   // last: the figures first, the rows they add up for whoever checks
            writer.newPage();
            PageCursor tablePages(writer, painter);
            drawPaymentTable(tablePages, m_tableRows, m_rowsSeen, m_header.locale);
        }
        painter.end();
    }
    if (!m_file.commit()) {
        m_error = m_file.errorString();
        return false;
    }
    return true;
}

void PdfReportWriter::abort()
{
    m_file.cancelWriting();
    if (m_file.isOpen())
        m_file.commit();
}

} // namespace dd
