#include "core/reconcile/paymentindex.h"
#include "core/reconcile/reconciletext.h"

#include "core/storage/paymentstore.h"

#include <algorithm>

namespace dd::reconcile {

namespace {

constexpr qint64 ProgressEvery = 50'000;
constexpr qint64 MillisecondsPerDay = 86'400'000;

using Field = PaymentExportCursor::Field;
const QList<Field> IndexFields{Field::PaymentRowId, Field::MerchantCode, Field::Hash, Field::Status,
                               Field::OpenDate,     Field::Amount,       Field::Currency, Field::Refunded};

qint32 julianDayOf(qint64 utcMs)
{
    // Julian day 2440588 is 1970-01-01.
    return utcMs <= 0 ? 0 : qint32(2'440'588 + utcMs / MillisecondsPerDay);
}

} // namespace

quint32 packCurrency(QStringView code)
{
    if (code.size() != 3)
        return 0;
    quint32 packed = 0;
    for (const QChar c : code)
        packed = (packed << 8) | (c.unicode() & 0xFF);
    return packed;
}

QString unpackCurrency(quint32 packed)
{
    if (packed == 0)
        return {};
    const char letters[3] = {char((packed >> 16) & 0xFF), char((packed >> 8) & 0xFF), char(packed & 0xFF)};
    return QString::fromLatin1(letters, 3);
}

bool PaymentIndex::build(PaymentStore &store, const std::function<bool(qint64)> &progress, QString *error)
{
    m_payments.clear();
    m_text.clear();
    // Sized once when the store can say how many: growing by doubling would hold two copies at the end.
    if (store.countIsQuick(PaymentFilter{})) {
        const qint64 count = store.count(PaymentFilter{});
        m_payments.reserve(size_t(count));
        m_text.reserve(count * 48);
    }
    const std::unique_ptr<PaymentExportCursor> cursor
        = store.exportCursor(PaymentFilter{}, PaymentExportCursor::Refunds::None, IndexFields);
    PaymentExportCursor::Step step;
    while ((step = cursor->next()) == PaymentExportCursor::Step::Row) {
        IndexedPayment payment;
        payment.rowId = cursor->integer(0);
        const QByteArrayView code = cursor->utf8(1);
        const QByteArrayView hash = cursor->utf8(2);
        payment.status = cursor->paymentStatus(3);
        payment.openDay = julianDayOf(cursor->integer(4));
        payment.amount = cursor->integer(5);
        payment.currency = packCurrency(QString::fromUtf8(cursor->utf8(6)));
        payment.refunded = cursor->integer(7);
        if (code.isEmpty())
            continue;   // created elsewhere without a merchant code: no order can name it
        payment.codeAt = m_text.size();
        payment.codeLength = quint16(qMin<qsizetype>(code.size(), 0xFFFF));
        payment.hashLength = quint16(qMin<qsizetype>(hash.size(), 0xFFFF));
        m_text.append(code.first(payment.codeLength)).append(hash.first(payment.hashLength));
        m_payments.push_back(payment);
        if (m_payments.size() % ProgressEvery == 0 && progress && !progress(qint64(m_payments.size()))) {
            m_payments.clear();
            m_text.clear();
            return false;
        }
    }
    if (step == PaymentExportCursor::Step::Failed) {
        if (error)
            *error = ReconcileText::tr("the cache could not be read: %1").arg(cursor->errorString());
        m_payments.clear();
        return false;
    }
    seal();
    return true;
}

void PaymentIndex::add(const IndexedPayment &payment, QStringView code, QStringView hash)
{
    IndexedPayment added = payment;
    const QByteArray codeUtf8 = code.toUtf8();
    const QByteArray hashUtf8 = hash.toUtf8();
    added.codeAt = m_text.size();
    added.codeLength = quint16(qMin<qsizetype>(codeUtf8.size(), 0xFFFF));
    added.hashLength = quint16(qMin<qsizetype>(hashUtf8.size(), 0xFFFF));
    m_text.append(codeUtf8.first(added.codeLength)).append(hashUtf8.first(added.hashLength));
    m_payments.push_back(added);
}

void PaymentIndex::seal()
{
    std::sort(m_payments.begin(), m_payments.end(), [this](const IndexedPayment &a, const IndexedPayment &b) {
        const int order = codeBytes(a).compare(codeBytes(b));
        return order != 0 ? order < 0 : a.rowId < b.rowId;
    });
}

QByteArrayView PaymentIndex::codeBytes(const IndexedPayment &payment) const
{
    return QByteArrayView(m_text).sliced(payment.codeAt, payment.codeLength);
}

std::pair<qsizetype, qsizetype> PaymentIndex::find(QStringView code) const
{
    const QByteArray wanted = code.toUtf8();
    const auto less = [this](const IndexedPayment &payment, QByteArrayView key) { return codeBytes(payment).compare(key) < 0; };
    const auto first = std::lower_bound(m_payments.begin(), m_payments.end(), QByteArrayView(wanted), less);
    auto last = first;
    while (last != m_payments.end() && codeBytes(*last) == QByteArrayView(wanted))
        ++last;
    return {qsizetype(first - m_payments.begin()), qsizetype(last - m_payments.begin())};
}

QString PaymentIndex::code(const IndexedPayment &payment) const
{
    return QString::fromUtf8(codeBytes(payment));
}

QString PaymentIndex::hash(const IndexedPayment &payment) const
{
    return QString::fromUtf8(QByteArrayView(m_text).sliced(payment.codeAt + payment.codeLength, payment.hashLength));
}

} // namespace dd::reconcile
