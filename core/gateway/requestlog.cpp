#include "core/gateway/requestlog.h"

#include "core/domain/card.h"
#include "core/domain/printable.h"
#include "core/gateway/authenticator.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace dd {

Q_LOGGING_CATEGORY(lcGateway, "dd.gateway")

namespace RequestLog {

namespace {
QJsonValue maskedValue(const QString &key, const QJsonValue &value)
{
    if (value.isObject())
        return masked(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue item : value.toArray())
            out.append(maskedValue(key, item));
        return out;
    }
    if (key == u"card_number" || key == u"network_token_pan")
        return CardNumber::masked(value.toString());
    if (key == u"card_cvv" || key == u"cvv" || key == u"network_token_cryptogram")
        return QStringLiteral("***");
    if (key == u"integration_key")
        return maskedIntegrationKey(value.toString());
    if (key == u"bank_account" || key == u"bank_account_holder_document" || key == u"bank_details")
        return maskedTail(value.toString());
    return value;
}
} // namespace

QString maskedTail(const QString &text)
{
    constexpr int Keep = 4;
    if (text.isEmpty())
        return {};
    if (text.size() <= Keep)
        return QString(text.size(), u'*');
    return QStringLiteral("**** ") + text.right(Keep);
}

QJsonObject maskedBankInfo(const QJsonObject &body)
{
    QJsonObject out = body;
    const QJsonValue bankInfo = body.value(u"bank_info");
    if (bankInfo.isObject())
        out.insert(u"bank_info", masked(bankInfo.toObject()));
    return out;
}

QJsonObject masked(const QJsonObject &body)
{
    QJsonObject out;
    for (auto it = body.begin(); it != body.end(); ++it)
        out.insert(it.key(), maskedValue(it.key(), it.value()));
    return out;
}

QString printableText(const QByteArray &utf8)
{
    return printable(QString::fromUtf8(utf8));
}

QByteArray maskedText(const QJsonObject &body)
{
    return QJsonDocument(masked(body)).toJson(QJsonDocument::Compact);
}

} // namespace RequestLog
} // namespace dd
