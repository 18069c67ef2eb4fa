#pragma once

// Shared by the model tests: a fresh encrypted cache in a temporary folder, and payments whose
// sort keys repeat (so keyset paging is tested across equal keys).

#include "core/cache/vault.h"
#include "core/domain/payment.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QTimeZone>

#include <functional>
#include <memory>

namespace dd::test {

class TemporaryCache
{
public:
    TemporaryCache()
    {
        VaultOptions options;
        options.limits = cache::KeyDerivationLimits::fastForTests();
        m_vault = std::make_unique<Vault>(m_dir.filePath(QStringLiteral("models.ddc")), options);
        const QString passphrase = QStringLiteral("correct horse 42 battery");
        const auto created = m_vault->create(passphrase, passphrase);
        if (!created)
            qFatal("cannot create the test cache: %s", qPrintable(created.error().message()));
    }
    PaymentStore &store() { return m_vault->session()->payments(); }
    // A second connection for another thread (what the model's background counter opens).
    SessionOpener sessions() { return sessionsOf(*m_vault); }

    // A connection as the app's window opens it, once its payment digest is read (null if none was).
    std::unique_ptr<CacheSession> windowSession()
    {
        auto opened = m_vault->openWindowSession();
        if (!opened || !opened.value()->payments().waitForDigest())
            return nullptr;
        return std::move(opened).value();
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Vault> m_vault;
};

inline QDateTime utcTime(int year, int month, int day, int hour = 12, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), QTimeZone::utc());
}

inline const QStringList &testCurrencies()
{
    static const QStringList currencies = {QStringLiteral("BRL"), QStringLiteral("MXN"), QStringLiteral("CLP"),
                                           QStringLiteral("USD")};
    return currencies;
}

inline const QStringList &testMethods()
{
    static const QStringList methods = {QStringLiteral("visa"), QStringLiteral("boleto"), QStringLiteral("spei"),
                                        QStringLiteral("mastercard"), QStringLiteral("sencillito")};
    return methods;
}

inline const QStringList &testCountries()
{
    static const QStringList countries = {QStringLiteral("br"), QStringLiteral("mx"), QStringLiteral("cl")};
    return countries;
}

inline PaymentStatus testStatus(int n)
{
    static const PaymentStatus statuses[] = {PaymentStatus::Confirmed, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                             PaymentStatus::Cancelled, PaymentStatus::Open};
    return statuses[n % 5];
}

// Payment n: amounts take only 7 values and open dates repeat every 3 payments, so every sort
// has long runs of equal keys.
inline Payment makeTestPayment(int n)
{
    Payment p;
    p.hash = QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(n), QCryptographicHash::Sha1).toHex());
    p.merchantPaymentCode = QStringLiteral("mc-%1").arg(n, 6, 10, QLatin1Char('0'));
    p.country = testCountries().at(n % testCountries().size());
    p.status = testStatus(n);
    p.openDate = utcTime(2026, 1, 1).addSecs(qint64(n / 3) * 3600);
    p.statusDate = p.openDate.addSecs(600);
    if (p.status == PaymentStatus::Confirmed)
        p.confirmDate = p.openDate.addSecs(900);
    p.currencyExt = testCurrencies().at(n % testCurrencies().size());
    p.amountExt = Money(1000 * (1 + n % 7), p.currencyExt);
    p.amountBr = p.amountExt;
    p.amountIof = Money(0, p.currencyExt);
    p.currencyRate.tenThousandths = 10000;
    p.dueDate = QDate(2026, 3, 1);
    p.paymentTypeCode = testMethods().at(n % testMethods().size());
    p.customerName = (n % 2 ? QStringLiteral("José Álvarez ") : QStringLiteral("Maria Silva ")) + QString::number(n % 11);
    p.customerEmail = QStringLiteral("customer%1@example.com").arg(n % 13);
    p.customerDocument = QStringLiteral("%1-9").arg(n, 8, 10, QLatin1Char('0'));
    return p;
}

inline QList<Payment> makeTestPayments(int count, int first = 0)
{
    QList<Payment> payments;
    payments.reserve(count);
    for (int n = first; n < first + count; ++n)
        payments.append(makeTestPayment(n));
    return payments;
}

} // namespace dd::test
