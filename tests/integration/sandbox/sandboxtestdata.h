#pragma once

// Request builders shared by the sandbox integration tests.

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QUuid>

namespace dd::test {

inline QString uniqueCode(const QString &prefix = QStringLiteral("t"))
{
    return prefix + QUuid::createUuid().toString(QUuid::Id128).left(20);
}

inline QJsonObject rawCard(const QString &number = QStringLiteral("4111111111111111"))
{
    return QJsonObject{{QStringLiteral("card_number"), number},
                       {QStringLiteral("card_name"), QStringLiteral("Jose Silva")},
                       {QStringLiteral("card_due_date"), QStringLiteral("12/2034")},
                       {QStringLiteral("card_cvv"), QStringLiteral("123")}};
}

inline QJsonObject networkTokenCard(const QString &pan = QStringLiteral("4111111111111111"))
{
    return QJsonObject{{QStringLiteral("network_token_pan"), pan},
                       {QStringLiteral("network_token_cryptogram"), QStringLiteral("AgAAAAAABk4DWZ4C28yUQAAAAAA=")},
                       {QStringLiteral("network_token_expire_date"), QStringLiteral("12/2034")},
                       {QStringLiteral("network_token_raw_bin"), QStringLiteral("411111")},
                       {QStringLiteral("network_token_raw_last4"), QStringLiteral("1111")},
                       {QStringLiteral("network_token_eci"), QStringLiteral("05")}};
}

inline QJsonObject cardPayment(const QJsonObject &card = rawCard(), const QString &country = QStringLiteral("br"),
                               const QString &currency = QStringLiteral("BRL"))
{
    return QJsonObject{{QStringLiteral("payment_type_code"), QStringLiteral("creditcard")},
                       {QStringLiteral("merchant_payment_code"), uniqueCode()},
                       {QStringLiteral("currency_code"), currency},
                       {QStringLiteral("amount_total"), QStringLiteral("100.00")},
                       {QStringLiteral("country"), country},
                       {QStringLiteral("name"), QStringLiteral("Jose Silva")},
                       {QStringLiteral("email"), QStringLiteral("jose@example.com")},
                       {QStringLiteral("card"), card}};
}

inline QJsonObject localPayment(const QString &method, const QString &country, const QString &currency)
{
    return QJsonObject{{QStringLiteral("payment_type_code"), method},
                       {QStringLiteral("merchant_payment_code"), uniqueCode()},
                       {QStringLiteral("currency_code"), currency},
                       {QStringLiteral("amount_total"), QStringLiteral("5000.00")},
                       {QStringLiteral("country"), country},
                       {QStringLiteral("name"), QStringLiteral("Maria Perez")},
                       {QStringLiteral("email"), QStringLiteral("maria@example.com")},
                       {QStringLiteral("phone_number"), QStringLiteral("+56912345678")},
                       {QStringLiteral("document"), QStringLiteral("11.111.111-1")}};
}

inline QJsonObject directRequest(const QJsonObject &payment)
{
    return QJsonObject{{QStringLiteral("operation"), QStringLiteral("request")},
                       {QStringLiteral("mode"), QStringLiteral("full")},
                       {QStringLiteral("payment"), payment}};
}

inline bool isAmount(const QJsonValue &value)
{
    static const QRegularExpression pattern(QStringLiteral("^-?\\d+\\.\\d{2}$"));
    return value.isString() && pattern.match(value.toString()).hasMatch();
}

inline bool isDateTime(const QJsonValue &value)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"));
    return value.isString() && pattern.match(value.toString()).hasMatch();
}

} // namespace dd::test
