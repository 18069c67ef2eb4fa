#include "ui/dialogs/newpaymentvoucher.h"

#include "ui/dialogs/localizedamount.h"

#include <QCoreApplication>
#include <QFile>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace dd {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::NewPaymentVoucher)
};

} // namespace

QStringList voucherSummaryLines(const Payment &payment, const QLocale &locale)
{
    QStringList lines;
    lines << Text::tr("Payment voucher")
          << Text::tr("Amount: %1 %2").arg(formatLocalizedAmount(payment.amountExt.hundredths(), locale, payment.currencyExt), payment.currencyExt)
          << Text::tr("Method: %1").arg(payment.paymentTypeCode)
          << Text::tr("Merchant payment code: %1").arg(payment.merchantPaymentCode)
          << Text::tr("Payment reference: %1").arg(payment.hash);
    if (payment.dueDate.isValid())
        lines << Text::tr("Pay by: %1").arg(locale.toString(payment.dueDate, QLocale::LongFormat));
    if (!payment.clabeAccount.isEmpty())
        lines << Text::tr("CLABE account: %1").arg(payment.clabeAccount);
    if (!payment.clabeReference.isEmpty())
        lines << Text::tr("CLABE reference: %1").arg(payment.clabeReference);
    const QList<std::pair<const char *, QString>> links{{QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Payment page: %1"), payment.redirectUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "SPEI voucher: %1"), payment.speiUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Boleto: %1"), payment.boletoUrl},
                                                        {QT_TRANSLATE_NOOP("dd::NewPaymentVoucher", "Boleto barcode: %1"), payment.boletoBarcode},
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
    writer.setTitle(Text::tr("Payment voucher"));
    writer.setCreator(QStringLiteral("DirectDesk"));
    QTextDocument document;
    const QStringList lines = voucherSummaryLines(payment, locale);
    QString html = QStringLiteral("<h2>") + lines.first().toHtmlEscaped() + QStringLiteral("</h2>");
    for (qsizetype i = 1; i < lines.size(); ++i)
        html += QStringLiteral("<p>") + lines.at(i).toHtmlEscaped() + QStringLiteral("</p>");
    document.setHtml(html);
    document.print(&writer);
    return QFile(path).size() > 0;
}

} // namespace dd
