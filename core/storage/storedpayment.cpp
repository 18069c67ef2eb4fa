#include "core/storage/storedpayment.h"

#include "core/storage/secretscrubber.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace dd::StoredPayment {

namespace {

bool isAscii(QStringView text)
{
    for (QChar c : text) {
        if (c.unicode() >= 128)
            return false;
    }
    return true;
}

QString digitsOnly(const QString &text, qsizetype keep, bool fromEnd)
{
    QString digits;
    for (QChar c : text) {
        if (c.isDigit())
            digits.append(c);
    }
    return fromEnd ? digits.right(keep) : digits.left(keep);
}

QJsonObject bankInfoToJson(const BankInfo &info)
{
    return QJsonObject{
        {u"bank_name"_s, info.bankName},
        {u"bank_branch"_s, info.bankBranch},
        {u"bank_account"_s, info.bankAccount},
        {u"account_type"_s, info.accountType},
        {u"bank_details"_s, info.bankDetails},
        {u"bank_account_holder_document"_s, info.holderDocument},
        {u"bank_account_holder_name"_s, info.holderName},
    };
}

// The value of the first of `keys` the object holds.
QString firstOf(const QJsonObject &object, std::initializer_list<QStringView> keys)
{
    for (const QStringView key : keys) {
        if (object.contains(key))
            return object.value(key).toString();
    }
    return {};
}

} // namespace

// Stored as its life-cycle rank, so that the status column sorts in life-cycle order.
int paymentStatusRank(PaymentStatus status) { return lifeCycleRank(status); }

PaymentStatus paymentStatusFromRank(qint64 rank)
{
    switch (rank) {
    case 1: return PaymentStatus::Open;
    case 2: return PaymentStatus::Pending;
    case 3: return PaymentStatus::Confirmed;
    case 4: return PaymentStatus::Cancelled;
    default: return PaymentStatus::Unknown;
    }
}

int refundStatusRank(RefundStatus status)
{
    switch (status) {
    case RefundStatus::Unknown: return 0;
    case RefundStatus::Requested: return 1;
    case RefundStatus::Pending: return 2;
    case RefundStatus::Confirmed: return 3;
    case RefundStatus::Cancelled: return 4;
    }
    return 0;
}

RefundStatus refundStatusFromRank(qint64 rank)
{
    switch (rank) {
    case 1: return RefundStatus::Requested;
    case 2: return RefundStatus::Pending;
    case 3: return RefundStatus::Confirmed;
    case 4: return RefundStatus::Cancelled;
    default: return RefundStatus::Unknown;
    }
}

qint64 toMs(const QDateTime &when) { return when.isValid() ? when.toMSecsSinceEpoch() : 0; }

QDateTime fromMs(qint64 ms) { return ms == 0 ? QDateTime() : QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()); }

QString foldForSearch(QStringView text)
{
    if (isAscii(text))
        return text.toString().toLower().simplified();
    const QString decomposed = text.toString().normalized(QString::NormalizationForm_KD);
    QString folded;
    folded.reserve(decomposed.size());
    for (QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            folded.append(c);
    }
    return folded.toCaseFolded().simplified();
}

QString foldDocument(QStringView text)
{
    QString folded;
    for (QChar c : foldForSearch(text)) {
        if (c.isLetterOrNumber())
            folded.append(c);
    }
    return folded;
}

Payment sanitized(const Payment &payment)
{
    using SecretScrubber::maskCardNumbers;
    Payment clean = payment;
    clean.orderNumber = maskCardNumbers(payment.orderNumber);
    clean.billingDescriptor = maskCardNumbers(payment.billingDescriptor);
    clean.customerName = maskCardNumbers(payment.customerName);
    clean.customerEmail = maskCardNumbers(payment.customerEmail);
    clean.customerDocument = maskCardNumbers(payment.customerDocument);
    clean.pin = maskCardNumbers(payment.pin);
    if (clean.transactionStatus)
        clean.transactionStatus->description = maskCardNumbers(clean.transactionStatus->description);
    clean.cardFirstSix = digitsOnly(payment.cardFirstSix, 6, false);
    clean.cardLastFour = digitsOnly(payment.cardLastFour, 4, true);
    clean.rawAnswer = SecretScrubber::scrub(payment.rawAnswer);
    if (clean.chargeback)
        clean.chargeback->fields = SecretScrubber::scrub(clean.chargeback->fields);
    return clean;
}

QString storedCurrency(const Payment &payment)
{
    return payment.currencyExt.isEmpty() ? payment.amountExt.currency() : payment.currencyExt;
}

QByteArray bankInfoText(const std::optional<BankInfo> &bankInfo)
{
    if (!bankInfo || bankInfo->isEmpty())
        return {};
    return QJsonDocument(bankInfoToJson(*bankInfo)).toJson(QJsonDocument::Compact);
}

std::optional<BankInfo> bankInfoFromText(const QByteArray &json)
{
    if (json.isEmpty())
        return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    BankInfo info;
    info.bankName = object.value(u"bank_name"_s).toString();
    info.bankBranch = object.value(u"bank_branch"_s).toString();
    info.bankAccount = object.value(u"bank_account"_s).toString();
    info.accountType = object.value(u"account_type"_s).toString();
    info.bankDetails = object.value(u"bank_details"_s).toString();
    info.holderDocument = firstOf(object, {u"bank_account_holder_document", u"holder_document"});
    info.holderName = firstOf(object, {u"bank_account_holder_name", u"holder_name"});
    return info.isEmpty() ? std::nullopt : std::optional<BankInfo>(info);
}

} // namespace dd::StoredPayment
