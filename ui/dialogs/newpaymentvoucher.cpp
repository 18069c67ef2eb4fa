#include "ui/dialogs/newpaymentvoucher.h"

#include "core/domain/moneyformat.h"
#include "ui/dialogs/boletocode.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QGuiApplication>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace dd {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::NewPaymentVoucher)
};

// The resolution the voucher is drawn at, and its barcode's narrow module: 8 dots at 600 dpi are
// 0.34 mm, which a bank's scanner reads, and the 44 digits then take 13.7 cm of the page's width.
constexpr int Resolution = 600;
constexpr int NarrowModule = 8;
constexpr int BarHeight = 13 * Resolution * 10 / 254;   // 13 mm

// Draws the bars of `digits` from (left, top); returns the height used.
int drawInterleaved2of5(QPainter &painter, const QString &digits, int left, int top)
{
    const QList<int> widths = BoletoCode::interleaved2of5(digits);
    int x = left;
    for (qsizetype i = 0; i < widths.size(); ++i) {
        const int width = widths.at(i) * NarrowModule;
        if (i % 2 == 0)   // bars at even places, spaces between them
            painter.fillRect(QRect(x, top, width, BarHeight), Qt::black);
        x += width;
    }
    return BarHeight;
}

} // namespace

QStringList voucherSummaryLines(const Payment &payment, const QLocale &locale)
{
    QStringList lines;
    lines << Text::tr("Payment voucher")
          << Text::tr("Reference to quote when paying: %1").arg(payment.merchantPaymentCode)
          << Text::tr("Amount: %1 %2").arg(formatAmount(payment.amountExt.hundredths(), payment.currencyExt, locale), payment.currencyExt)
          << Text::tr("Method: %1").arg(payment.paymentTypeCode);
    if (payment.dueDate.isValid())
        lines << Text::tr("Pay by: %1").arg(locale.toString(payment.dueDate, QLocale::LongFormat));
    if (!payment.clabeAccount.isEmpty())
        lines << Text::tr("CLABE account: %1").arg(payment.clabeAccount);
    if (!payment.clabeReference.isEmpty())
        lines << Text::tr("CLABE reference: %1").arg(payment.clabeReference);
    // The typeable line in the five groups banks print, for a payer who cannot scan the bars.
    const QString typeable = BoletoCode::groupedTypeableLine(payment.boletoBarcode);
    const QList<std::pair<const char *, QString>> links{{QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Payment page: %1"), payment.redirectUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "SPEI voucher: %1"), payment.speiUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Boleto: %1"), payment.boletoUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Typeable line: %1"),
                                                         typeable.isEmpty() ? payment.boletoBarcode : typeable},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "OXXO voucher: %1"), payment.oxxoUrl}};
    for (const auto &[label, value] : links) {
        if (!value.isEmpty())
            lines << Text::tr(label).arg(value);
    }
    return lines;
}

bool writeVoucherPdf(const Payment &payment, const QString &path, const QLocale &locale)
{
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly))
        return false;
    probe.close();
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(Resolution);
    writer.setTitle(Text::tr("Payment voucher"));
    writer.setCreator(QStringLiteral("DirectDesk"));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    // No ligatures: codes keep their letters ("ff" in a hash) when copied or read out of the PDF.
    QFont font = QGuiApplication::font();
    font.setStyleStrategy(QFont::PreferNoShaping);
    QTextDocument document;
    document.setDefaultFont(font);
    document.documentLayout()->setPaintDevice(&writer);
    document.setTextWidth(writer.width());
    const QStringList lines = voucherSummaryLines(payment, locale);
    QString html = QStringLiteral("<h2>") + lines.first().toHtmlEscaped() + QStringLiteral("</h2>");
    // The reference, which the customer reads out or types at the counter, stands out.
    html += QStringLiteral("<p style=\"font-size: 14pt; font-weight: bold\">") + lines.at(1).toHtmlEscaped()
            + QStringLiteral("</p>");
    for (qsizetype i = 2; i < lines.size(); ++i)
        html += QStringLiteral("<p>") + lines.at(i).toHtmlEscaped() + QStringLiteral("</p>");
    document.setHtml(html);
    document.drawContents(&painter);
    const QString barcode = BoletoCode::barcodeDigits(payment.boletoBarcode);
    if (!barcode.isEmpty()) {
        // Below the text, with a quiet zone of ten modules on its left as the symbology asks.
        int top = qRound(document.size().height()) + Resolution / 4;
        QFont caption(QStringLiteral("Sans Serif"), 10);
        caption.setStyleStrategy(QFont::PreferNoShaping);
        painter.setFont(caption);
        const QRect captionRect(0, top, writer.width(), painter.fontMetrics().height());
        painter.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter, Text::tr("Boleto barcode"));
        top += captionRect.height() + Resolution / 20;
        drawInterleaved2of5(painter, barcode, 10 * NarrowModule, top);
    }
    if (!payment.hash.isEmpty()) {   // small, at the foot: for the merchant's support, not the customer
        QFont small(QStringLiteral("Sans Serif"), 7);
        small.setStyleStrategy(QFont::PreferNoShaping);
        painter.setFont(small);
        const int height = painter.fontMetrics().height();
        painter.drawText(QRect(0, writer.height() - height, writer.width(), height), Qt::AlignLeft | Qt::AlignVCenter,
                         Text::tr("Gateway payment hash: %1").arg(payment.hash));
    }
    painter.end();
    return QFile(path).size() > 0;
}

} // namespace dd
