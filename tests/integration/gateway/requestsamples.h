#pragma once

// Valid requests for every method kind and card form, as the integration tests send them.
#include "core/domain/requests.h"

#include <QDate>

namespace dd::test::samples {

inline QString futureExpiry()
{
    return QStringLiteral("12/") + QString::number(QDate::currentDate().year() + 4);
}

inline CardFields rawCard(const char16_t *number = u"4111111111111111", const char16_t *cvv = u"123")
{
    CardFields c;
    c.cardNumber = SecretText(number);
    c.cardName = QStringLiteral("Jose Silva");
    c.cardDueDate = futureExpiry();
    c.cardCvv = SecretText(cvv);
    return c;
}

inline CardFields networkToken(const char *walletType = nullptr)
{
    CardFields c;
    c.networkTokenPan = SecretText(u"4895370012345671");
    c.networkTokenCryptogram = SecretText(u"AAECAwQFBgcICQoLDA0ODxAREhM=");
    c.networkTokenExpireDate = futureExpiry();
    c.networkTokenRawBin = QStringLiteral("411111");
    c.networkTokenRawLast4 = QStringLiteral("1111");
    c.networkTokenEci = QStringLiteral("05");
    if (walletType)
        c.networkTokenWalletType = QString::fromLatin1(walletType);
    return c;
}

inline DirectRequest cardPayment(CardFields card = rawCard(), qint64 hundredths = 10000)
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("creditcard");
    r.amountTotal = Money(hundredths, QStringLiteral("BRL"));
    r.country = QStringLiteral("br");
    r.name = QStringLiteral("Jose Silva");
    r.email = QStringLiteral("jose@example.com");
    r.useFreshMerchantCode();   // as PaymentOperations::withMerchantPaymentCode gives it
    r.card = std::move(card);
    return r;
}

inline DirectRequest localMethod(const char *code, const char *country, const char *currency, qint64 hundredths)
{
    DirectRequest r;
    r.paymentTypeCode = QString::fromLatin1(code);
    r.country = QString::fromLatin1(country);
    r.amountTotal = Money(hundredths, QString::fromLatin1(currency));
    r.name = QStringLiteral("Ana Rojas");
    r.email = QStringLiteral("ana@example.com");
    r.phoneNumber = QStringLiteral("+56912345678");
    // A document valid by the country's rules (check digits included): RUT, CPF, RFC, cédula.
    const QString countryCode = r.country;
    r.document = countryCode == u"br"   ? QStringLiteral("853.513.468-93")
                 : countryCode == u"mx" ? QStringLiteral("GODE561231GR8")
                 : countryCode == u"co" ? QStringLiteral("1020304050")
                                        : QStringLiteral("12345678-5");
    // A boleto is registered with the payer's address.
    r.address = QStringLiteral("Avenida Paulista");
    r.streetNumber = QStringLiteral("1000");
    r.city = QStringLiteral("Sao Paulo");
    r.state = QStringLiteral("SP");
    r.zipcode = QStringLiteral("01310-100");
    r.useFreshMerchantCode();
    return r;
}

} // namespace dd::test::samples
