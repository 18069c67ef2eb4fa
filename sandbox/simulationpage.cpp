#include "sandbox/simulationpage.h"

#include "sandbox/catalogue.h"
#include "sandbox/paymentjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("dd::sandbox::SimulationPage", text);
}

QString row(const QString &label, const QString &value)
{
    return u"<tr><th>%1</th><td>%2</td></tr>"_s.arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}
} // namespace

bool isSimulationPagePath(QByteArrayView path)
{
    return path == "/sandbox/checkout" || path.startsWith("/sandbox/voucher/");
}

Answer simulationPage(const Ledger &ledger, QByteArrayView path, QByteArrayView hash)
{
    const auto index = ledger.findByHash(hash);
    if (!index)
        return errorAnswer("BP-SIM-5", u"Payment not found"_s, 404);
    const PaymentRecord &payment = ledger.payment(*index);
    const QString hashText = QString::fromLatin1(hash);
    QString html = u"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1</title></head><body>"_s
                       .arg(tr("Sandbox payment simulation").toHtmlEscaped());
    html += u"<h1>%1</h1><table>"_s.arg(path == "/sandbox/checkout" ? tr("Sandbox checkout").toHtmlEscaped()
                                                                      : tr("Sandbox voucher").toHtmlEscaped());
    html += row(tr("Payment"), QString::fromUtf8(payment.merchantCode));
    html += row(tr("Method"), QString::fromLatin1(catalogue::methods().at(payment.method).code));
    html += row(tr("Amount"), PaymentJson::amount(payment.amount) + u' '
                                  + QString::fromLatin1(catalogue::currencies().at(payment.currency)));
    html += row(tr("Status"), QString::fromLatin1(paymentStateCode(payment.state)));
    html += u"</table>"_s;
    if (payment.state == PaymentState::Pending && !payment.preAuthorization) {
        html += u"<p><button onclick=\"act('confirm')\">%1</button> <button onclick=\"act('deny')\">%2</button> "
                "<button onclick=\"act('leave-pending')\">%3</button></p>"_s
                    .arg(tr("Simulate Authorized = YES").toHtmlEscaped(), tr("Simulate Authorized = NO").toHtmlEscaped(),
                         tr("Leave Pending").toHtmlEscaped());
        // Spec 4.1: a confirmed e-wallet payment sends the customer to the callback of its request.
        const QString callback = ledger.callbackUrl(*index);
        const QByteArray callbackJson = QJsonDocument(QJsonArray{callback}).toJson(QJsonDocument::Compact);
        html += u"<script>const callback=%2[0];function act(a){fetch('/sandbox/payments/'+a,{method:'POST',headers:"
                "{'Content-Type':'application/json'},body:JSON.stringify({hash:'%1'})}).then(()=>{if(a==='confirm'&&"
                "callback)location.href=callback;else location.reload();});}</script>"_s
                    .arg(hashText, QString::fromUtf8(callbackJson).replace(u"</"_s, u"<\\/"_s));
    }
    html += u"</body></html>"_s;
    Answer answer{200, html.toUtf8(), false};
    answer.contentType = QByteArrayLiteral("text/html; charset=utf-8");
    return answer;
}

} // namespace dd::sandbox
