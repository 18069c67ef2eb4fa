#pragma once

#include "core/storage/overviewdata.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRect>

class QPagedPaintDevice;
class QPainter;

namespace dd {

class PaymentStore;

// The Overview's charts drawn with QPainter for the PDF summary (no widgets, so the command
// line's export needs no QApplication): per currency the confirmed volume per opening day and
// the confirmed volume by method and by country, then refunds by state, payments by status and
// the pending vouchers due soon. Amounts of different currencies are never drawn on one axis.
class OverviewPdf
{
    Q_DECLARE_TR_FUNCTIONS(OverviewPdf)
public:
    static constexpr int MaxCurrencies = 6;

    // The figures for a report's filter: its opening-date range is the period (the 30 days up to
    // `until` when it has none); the other criteria filter as in the report.
    static OverviewData dataFor(PaymentStore &store, const PaymentFilter &filter, const QDateTime &until);

    // Starts a new page on `device` and draws the charts, adding pages as needed; amounts and dates
    // in `locale`'s forms (the report's region).
    static void draw(QPagedPaintDevice &device, QPainter &painter, const OverviewData &data,
                     const QLocale &locale = QLocale());

private:
    OverviewPdf(QPagedPaintDevice &device, QPainter &painter, const QLocale &locale);
    QString money(qint64 hundredths, const QString &currency) const;
    int lineHeight() const;
    void ensure(int height);
    // A bold line; `withRoomAfter` keeps a line's room below it on the same page (for what follows).
    void heading(const QString &text, qreal pointSize = 12, bool withRoomAfter = true);
    // The height drawVouchers() needs on a page to start: its line, and its first voucher if any.
    int vouchersStart(const OverviewData &data) const;
    void drawCurrency(const OverviewData &data, const QString &currency);
    // `keepWithLast`: room the next section needs on the page of the last refunds row.
    void drawStatusAndRefunds(const OverviewData &data, int keepWithLast);
    void drawVouchers(const OverviewData &data);
    // Vertical bars under `title` in `area`; `labels` may skip some bars (empty text).
    void columns(const QRect &area, const QString &title, const QStringList &labels, const QList<qint64> &values,
                 const QColor &color);
    // Horizontal bars with the label on the left and `texts` (exact figures) on the right; a bar
    // `scales[i]` long fills the width (empty: the largest value does, for every row).
    void rows(const QRect &area, const QString &title, const QStringList &labels, const QList<qint64> &values,
              const QStringList &texts, const QList<QColor> &colors, const QList<qint64> &scales = {});
    // The height of one of rows()' rows.
    int rowStep() const;

    QPagedPaintDevice &m_device;
    QPainter &m_painter;
    QLocale m_locale;
    int m_width = 0;
    int m_height = 0;
    int m_y = 0;
};

} // namespace dd
