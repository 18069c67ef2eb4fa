#include "core/reports/overviewpdf.h"

#include "core/domain/dateformat.h"
#include "core/domain/method.h"
#include "core/domain/moneyformat.h"
#include "core/reports/chartcolors.h"
#include "core/storage/paymentstore.h"

#include <QFontMetrics>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace dd {

namespace {

constexpr int RankingRows = 6;

} // namespace

OverviewData OverviewPdf::dataFor(PaymentStore &store, const PaymentFilter &filter, const QDateTime &until)
{
    PaymentFilter rest = filter;
    OverviewPeriod period;
    if (filter.dateField == PaymentFilter::DateField::OpenDate && (filter.from.isValid() || filter.to.isValid())) {
        period.to = filter.to.isValid() ? filter.to : until;
        period.from = filter.from.isValid() ? filter.from : period.to.addDays(-30);
        period.dayOffsetSeconds = period.from.toLocalTime().offsetFromUtc();
        rest.from = {};
        rest.to = {};
    } else {
        const QDate last = (until.isValid() ? until : QDateTime::currentDateTime()).toLocalTime().date();
        period = OverviewPeriod::ofDays(last.addDays(-29), last);
    }
    const QDate today = (until.isValid() ? until : QDateTime::currentDateTime()).toLocalTime().date();
    OverviewData data = store.overview(rest, period, today);
    data.filter = filter;
    return data;
}

OverviewPdf::OverviewPdf(QPagedPaintDevice &device, QPainter &painter, const QLocale &locale)
    : m_device(device), m_painter(painter), m_locale(locale), m_width(device.width()), m_height(device.height())
{
}

// In the region's format, as the report's totals.
QString OverviewPdf::money(qint64 hundredths, const QString &currency) const
{
    return formatAmountAndCode(hundredths, currency, m_locale);
}

void OverviewPdf::draw(QPagedPaintDevice &device, QPainter &painter, const OverviewData &data, const QLocale &locale)
{
    if (!data.valid)
        return;
    device.newPage();
    painter.save();
    OverviewPdf pdf(device, painter, locale);
    pdf.heading(tr("Overview: payments opened %1 – %2")
                    .arg(formatDate(data.period.firstDay(), locale), formatDate(data.period.lastDay(), locale)),
                14);
    const QStringList currencies = data.currencies();
    for (qsizetype i = 0; i < std::min<qsizetype>(currencies.size(), MaxCurrencies); ++i)
        pdf.drawCurrency(data, currencies.at(i));
    pdf.drawStatusAndRefunds(data, pdf.vouchersStart(data));
    pdf.drawVouchers(data);
    painter.restore();
}

int OverviewPdf::lineHeight() const { return m_painter.fontMetrics().height(); }

void OverviewPdf::ensure(int height)
{
    if (m_y + height > m_height && m_y > 0) {
        m_device.newPage();
        m_y = 0;
    }
}

void OverviewPdf::heading(const QString &text, qreal pointSize, bool withRoomAfter)
{
    QFont font = m_painter.font();
    font.setBold(true);
    font.setPointSizeF(pointSize);
    m_painter.setFont(font);
    ensure(withRoomAfter ? lineHeight() * 2 : lineHeight());
    m_painter.setPen(Qt::black);
    m_painter.drawText(QRect(0, m_y, m_width, lineHeight()), Qt::AlignLeft | Qt::AlignVCenter, text);
    m_y += lineHeight() + lineHeight() / 3;
    font.setBold(false);
    font.setPointSizeF(8);
    m_painter.setFont(font);
}

void OverviewPdf::drawCurrency(const OverviewData &data, const QString &currency)
{
    const int chartHeight = lineHeight() * 9;
    ensure(lineHeight() * 2 + chartHeight * 2 + lineHeight() * 2);
    heading(tr("Confirmed volume, %1").arg(currency), 11);
    const QMap<QDate, CurrencyAmount> perDay = data.confirmedPerDay(currency);
    QStringList labels;
    QList<qint64> values;
    // As many day labels as fit side by side under the bars, each with a gap after it.
    const int labelWidth = m_painter.fontMetrics().horizontalAdvance(formatDayAndMonth(QDate(2026, 12, 30), m_locale))
                           + lineHeight();
    const double slot = double(m_width) / double(std::max<qsizetype>(1, perDay.size()));
    const qsizetype every = std::max<qsizetype>(1, qsizetype(std::ceil(labelWidth / slot)));
    qsizetype i = 0;
    qint64 total = 0;
    for (auto it = perDay.cbegin(); it != perDay.cend(); ++it, ++i) {
        labels << (i % every == 0 ? formatDayAndMonth(it.key(), m_locale) : QString());
        values << it.value().amountHundredths;
        total += it.value().amountHundredths;
    }
    columns(QRect(0, m_y, m_width, chartHeight), tr("Per opening day (total %1)").arg(money(total, currency)), labels,
            values, statusColor(PaymentStatus::Confirmed));
    m_y += chartHeight + lineHeight();

    const int half = m_width / 2 - lineHeight();
    for (int side = 0; side < 2; ++side) {
        const auto ranking = side == 0 ? data.confirmedByMethod(currency) : data.confirmedByCountry(currency);
        QStringList names;
        QList<qint64> amounts;
        QStringList texts;
        for (qsizetype r = 0; r < std::min<qsizetype>(ranking.size(), RankingRows); ++r) {
            const auto &[key, sum] = ranking.at(r);
            names << (side == 0 ? key : countryName(key));
            amounts << sum.amountHundredths;
            texts << money(sum.amountHundredths, currency);
        }
        const QRect area(side == 0 ? 0 : m_width / 2 + lineHeight(), m_y, half, chartHeight);
        rows(area, side == 0 ? tr("By method") : tr("By country"), names, amounts, texts,
             QList<QColor>(names.size(), side == 0 ? QColor(0x72, 0xb7, 0xb2) : QColor(0x4c, 0x78, 0xa8)));
    }
    m_y += chartHeight + lineHeight() * 2;
}

void OverviewPdf::drawStatusAndRefunds(const OverviewData &data, int keepWithLast)
{
    const int chartHeight = lineHeight() * 8;
    ensure(lineHeight() * 3 + chartHeight);
    heading(tr("Payments by status and refunds"), 11);
    const QMap<PaymentStatus, qint64> counts = data.countByStatus();
    QStringList names;
    QList<qint64> values;
    QStringList texts;
    QList<QColor> colors;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        names << paymentStatusName(it.key());
        values << it.value();
        texts << m_locale.toString(it.value());
        colors << statusColor(it.key());
    }
    const int half = m_width / 2 - lineHeight();
    rows(QRect(0, m_y, half, chartHeight), tr("Payments by status (count)"), names, values, texts, colors);
    names.clear();
    values.clear();
    texts.clear();
    colors.clear();
    // Refund amounts per currency: one bar per currency and state, each currency on its own scale
    // (amounts of different currencies are never compared).
    QList<qint64> scales;
    for (const QString &currency : data.currencies()) {
        const auto byStatus = data.refundsByStatus(currency);
        qint64 largest = 0;
        qsizetype rowsOfCurrency = 0;
        for (auto it = byStatus.cbegin(); it != byStatus.cend(); ++it) {
            if (it.value().count == 0)
                continue;
            names << QStringLiteral("%1 %2").arg(currency, refundStatusName(it.key()));
            values << it.value().amountHundredths;
            texts << tr("%1 (%n)", nullptr, int(it.value().count)).arg(money(it.value().amountHundredths, currency));
            colors << refundStatusColor(it.key());
            largest = std::max(largest, it.value().amountHundredths);
            ++rowsOfCurrency;
        }
        scales.append(QList<qint64>(rowsOfCurrency, largest));
    }
    if (names.isEmpty()) {
        names << tr("none");
        values << 0;
        texts << QString();
        colors << Qt::gray;
        scales << 0;
    }
    const QString title = tr("Refunds requested in the period");
    const int step = rowStep();
    if (lineHeight() + lineHeight() / 4 + int(names.size()) * step <= chartHeight) {
        rows(QRect(m_width / 2 + lineHeight(), m_y, half, chartHeight), title, names, values, texts, colors, scales);
        m_y += chartHeight + lineHeight() * 2;
        return;
    }
    // Too many to stand beside the counts: below them, a page's worth at a time, none left out.
    m_y += chartHeight + lineHeight();
    for (qsizetype first = 0; first < names.size();) {
        ensure(lineHeight() * 2 + step);
        const qsizetype fit = std::max<qsizetype>(1, (m_height - m_y - lineHeight() * 2) / step);
        qsizetype n = std::min(fit, names.size() - first);
        if (first + n == names.size() && n > 1) {
            // The last rows: when what follows would find no room under them, the last of them go
            // on with it to the next page, so that it does not stand alone there.
            const int after = m_y + lineHeight() + lineHeight() / 4 + int(n) * step + lineHeight() * 2;
            const int missing = after + keepWithLast - m_height;
            if (missing > 0)
                n = std::max<qsizetype>(1, n - (missing + step - 1) / step);
        }
        const int height = lineHeight() + lineHeight() / 4 + int(n) * step;
        rows(QRect(0, m_y, half, height), title, names.mid(first, n), values.mid(first, n), texts.mid(first, n),
             colors.mid(first, n), scales.mid(first, n));
        m_y += height + lineHeight();
        first += n;
    }
    m_y += lineHeight();
}

int OverviewPdf::vouchersStart(const OverviewData &data) const
{
    QFont font = m_painter.font();
    font.setBold(true);
    font.setPointSizeF(11);
    const int headingLine = QFontMetrics(font, &m_device).height();
    font.setBold(false);
    font.setPointSizeF(8);
    return headingLine + headingLine / 3 + (data.expiring.isEmpty() ? 0 : QFontMetrics(font, &m_device).height());
}

void OverviewPdf::drawVouchers(const OverviewData &data)
{
    // The heading with its first voucher, or alone when none is due: at the foot of a page rather
    // than by itself on a new one.
    ensure(vouchersStart(data));
    heading(tr("Pending vouchers due within %n day(s): %1", nullptr, OverviewData::ExpiringDays)
                .arg(m_locale.toString(data.expiringCount)),
            11, !data.expiring.isEmpty());
    for (const ExpiringVoucher &v : data.expiring) {
        ensure(lineHeight());
        const QStringList cells = {formatDate(v.dueDate, m_locale), v.method, money(v.amountHundredths, v.currency),
                                   v.customerName, v.merchantCode};
        const QList<qreal> stops = {0.0, 0.14, 0.28, 0.5, 0.75, 1.0};
        for (int c = 0; c < cells.size(); ++c) {
            const int left = int(stops.at(c) * m_width);
            const int right = int(stops.at(c + 1) * m_width) - lineHeight() / 2;
            m_painter.drawText(QRect(left, m_y, right - left, lineHeight()), Qt::AlignLeft | Qt::AlignVCenter,
                               m_painter.fontMetrics().elidedText(cells.at(c), Qt::ElideRight, right - left));
        }
        m_y += lineHeight();
    }
}

void OverviewPdf::columns(const QRect &area, const QString &title, const QStringList &labels,
                          const QList<qint64> &values, const QColor &color)
{
    m_painter.drawText(QRect(area.left(), area.top(), area.width(), lineHeight()), Qt::AlignLeft, title);
    const QRect plot(area.left(), area.top() + lineHeight(), area.width(), area.height() - lineHeight() * 2);
    m_painter.setPen(QPen(Qt::gray, 1));
    m_painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    m_painter.setPen(Qt::black);
    if (values.isEmpty())
        return;
    const qint64 maximum = std::max<qint64>(1, *std::max_element(values.cbegin(), values.cend()));
    const double slot = double(plot.width()) / double(values.size());
    for (qsizetype i = 0; i < values.size(); ++i) {
        const int height = int(double(values.at(i)) / double(maximum) * plot.height());
        const int left = plot.left() + int(double(i) * slot);
        const int width = std::max(1, int(slot * 0.8));
        m_painter.fillRect(QRect(left, plot.bottom() - height, width, height), color);
        if (!labels.at(i).isEmpty())
            m_painter.drawText(QRect(left, plot.bottom() + 2, int(slot * 4), lineHeight()), Qt::AlignLeft,
                               labels.at(i));
    }
}

int OverviewPdf::rowStep() const { return lineHeight() + lineHeight() / 4; }

void OverviewPdf::rows(const QRect &area, const QString &title, const QStringList &labels, const QList<qint64> &values,
                       const QStringList &texts, const QList<QColor> &colors, const QList<qint64> &scales)
{
    m_painter.drawText(QRect(area.left(), area.top(), area.width(), lineHeight()), Qt::AlignLeft, title);
    const int labelWidth = area.width() / 4;
    const int textWidth = area.width() * 2 / 5;
    const int barSpace = area.width() - labelWidth - textWidth;
    qint64 maximum = 1;
    for (qint64 value : values)
        maximum = std::max(maximum, value);
    int y = area.top() + lineHeight() + lineHeight() / 4;
    for (qsizetype i = 0; i < values.size(); ++i) {
        m_painter.drawText(QRect(area.left(), y, labelWidth - lineHeight() / 3, lineHeight()),
                           Qt::AlignLeft | Qt::AlignVCenter,
                           m_painter.fontMetrics().elidedText(labels.at(i), Qt::ElideRight, labelWidth));
        const qint64 scale = scales.isEmpty() ? maximum : std::max<qint64>(1, scales.at(i));
        const int width = int(double(values.at(i)) / double(scale) * barSpace);
        m_painter.fillRect(QRect(area.left() + labelWidth, y + lineHeight() / 6, width, lineHeight() * 2 / 3),
                           colors.value(i, Qt::gray));
        m_painter.drawText(QRect(area.left() + labelWidth + barSpace + lineHeight() / 3, y, textWidth, lineHeight()),
                           Qt::AlignLeft | Qt::AlignVCenter, texts.value(i));
        y += rowStep();
    }
}

} // namespace dd
