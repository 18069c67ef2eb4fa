#pragma once

// Helpers shared by the cache tests: a temporary vault with cheap Argon2 limits and a clock the
// test moves by hand, plus payments built like gateway answers.

#include "core/cache/database.h"
#include "core/cache/vault.h"
#include "core/domain/payment.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimeZone>

#include <memory>

namespace dd::test {

inline const QString Passphrase = QStringLiteral("correct horse 42 battery");

struct ManualClock
{
    std::shared_ptr<qint64> nowMs = std::make_shared<qint64>(Q_INT64_C(1'780'000'000'000));
    CacheClock clock() const
    {
        auto now = nowMs;
        return [now] { return *now; };
    }
    void advance(qint64 ms) const { *nowMs += ms; }
};

inline VaultOptions fastOptions(const ManualClock &clock = {})
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    options.clock = clock.clock();
    return options;
}

inline QByteArray fileDigest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

inline QDateTime utc(int year, int month, int day, int hour = 12, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), QTimeZone::utc());
}

// A payment as the client would build it from a /ws/query answer.
inline Payment makePayment(int n, PaymentStatus status = PaymentStatus::Confirmed)
{
    static const QStringList currencies = {QStringLiteral("BRL"), QStringLiteral("MXN"), QStringLiteral("CLP"),
                                           QStringLiteral("USD")};
    static const QStringList methods = {QStringLiteral("visa"), QStringLiteral("boleto"), QStringLiteral("spei"),
                                        QStringLiteral("sencillito"), QStringLiteral("mastercard")};
    static const QStringList countries = {QStringLiteral("br"), QStringLiteral("mx"), QStringLiteral("cl"),
                                          QStringLiteral("co")};
    static const QStringList names = {QStringLiteral("José Álvarez"), QStringLiteral("Maria Silva"),
                                      QStringLiteral("João Souza"), QStringLiteral("Ana Pérez"),
                                      QStringLiteral("Luis Gómez")};
    Payment p;
    p.hash = QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(n), QCryptographicHash::Sha1).toHex());
    p.merchantPaymentCode = QStringLiteral("dd-%1").arg(n, 7, 10, QLatin1Char('0'));
    p.country = countries.at(n % countries.size());
    p.status = status;
    p.openDate = utc(2026, 1, 1).addSecs(qint64(n) * 3571);
    p.statusDate = p.openDate.addSecs(600);
    if (status == PaymentStatus::Confirmed)
        p.confirmDate = p.openDate.addSecs(900);
    p.currencyExt = currencies.at(n % currencies.size());
    p.amountExt = Money(1000 + (qint64(n) * 7919) % 500000, p.currencyExt);
    p.amountBr = p.amountExt;
    p.amountIof = Money(0, p.currencyExt);
    p.currencyRate.tenThousandths = 10000;
    p.dueDate = QDate(2026, 3, 1);
    p.paymentTypeCode = methods.at(n % methods.size());
    p.customerName = names.at(n % names.size()) + QStringLiteral(" %1").arg(n);
    p.customerEmail = QStringLiteral("customer%1@example.com").arg(n);
    p.customerDocument = QStringLiteral("%1.%2-9").arg(100 + n % 900).arg(n, 6, 10, QLatin1Char('0'));
    if (p.methodKind() == MethodKind::Card) {
        p.cardFirstSix = QStringLiteral("411111");
        p.cardLastFour = QStringLiteral("1111");
        p.transactionStatus = TransactionStatus{QStringLiteral("EBANX"), QStringLiteral("OK"), QStringLiteral("Accepted")};
    }
    p.rawAnswer = QJsonObject{{QStringLiteral("hash"), p.hash},
                              {QStringLiteral("merchant_payment_code"), p.merchantPaymentCode},
                              {QStringLiteral("status"), paymentStatusCode(status)},
                              {QStringLiteral("amount_ext"), p.amountExt.toDecimalString()}};
    return p;
}

inline Refund makeRefund(const QString &id, RefundStatus status, qint64 hundredths, const QString &currency)
{
    Refund r;
    r.id = id;
    r.merchantRefundCode = QStringLiteral("rf-") + id;
    r.status = status;
    r.requestDate = utc(2026, 2, 1);
    r.amount = Money(hundredths, currency);
    r.description = QStringLiteral("refund ") + id;
    return r;
}

// payment_groups, kept on every write, equals a GROUP BY over the payments themselves (country
// included; groups left empty may stay at zero).
inline bool paymentGroupsMatchRows(cache::Database &db)
{
    for (const char *sql :
         {"SELECT currency, status, payment_type_code, country, count, amount, refunded FROM payment_groups "
          "WHERE count != 0 EXCEPT SELECT currency, status, payment_type_code, country, COUNT(*), "
          "SUM(amount_ext), SUM(refunded) FROM payments GROUP BY 1, 2, 3, 4",
          "SELECT currency, status, payment_type_code, country, COUNT(*), SUM(amount_ext), SUM(refunded) "
          "FROM payments GROUP BY 1, 2, 3, 4 EXCEPT SELECT currency, status, payment_type_code, country, "
          "count, amount, refunded FROM payment_groups"}) {
        cache::Statement difference = db.prepare(sql);
        if (difference.step() != cache::Statement::Step::Done)
            return false;
    }
    return true;
}

} // namespace dd::test
