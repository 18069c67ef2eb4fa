// The fixture of the payment store's tests: a vault on a temporary file with a clock the tests
// move, the payments it is filled with, and the reference the reads are checked against (the
// filter rules and sort orders evaluated in memory).
#pragma once

#include "cachetestsupport.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/vault.h"

#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <memory>
#include <variant>

Q_DECLARE_METATYPE(dd::PaymentFilter)
Q_DECLARE_METATYPE(dd::PaymentStatus)

namespace dd::test {

namespace Codec = dd::cache::PaymentCodec;


// The reference the store is checked against: the filter rules evaluated in memory.
inline bool matches(const PaymentFilter &f, const Payment &p)
{
    if (!f.statuses.isEmpty() && !f.statuses.contains(p.status))
        return false;
    if (!f.methods.isEmpty() && !f.methods.contains(p.paymentTypeCode))
        return false;
    if (!f.countries.isEmpty() && !f.countries.contains(p.country))
        return false;
    if (!f.currency.isEmpty() && f.currency != p.currencyExt)
        return false;
    const QDateTime when = f.dateField == PaymentFilter::DateField::OpenDate ? p.openDate : p.confirmDate;
    if ((f.from.isValid() || f.to.isValid()) && !when.isValid())
        return false;
    if (f.from.isValid() && when < f.from)
        return false;
    if (f.to.isValid() && when >= f.to)
        return false;
    if (f.minAmount && p.amountExt.hundredths() < *f.minAmount)
        return false;
    if (f.maxAmount && p.amountExt.hundredths() > *f.maxAmount)
        return false;
    const QString term = f.text.trimmed();
    if (!term.isEmpty()) {
        const QString folded = StoredPayment::foldForSearch(term);
        const QString document = StoredPayment::foldDocument(term);
        const bool any = p.hash.startsWith(term) || p.merchantPaymentCode.startsWith(term)
                         || StoredPayment::foldForSearch(p.customerName).startsWith(folded)
                         || StoredPayment::foldForSearch(p.customerEmail).startsWith(folded)
                         || (!document.isEmpty() && StoredPayment::foldDocument(p.customerDocument).startsWith(document));
        if (!any)
            return false;
    }
    return true;
}

using SortKey = std::variant<qint64, QString>;

inline SortKey sortKey(const Payment &p, PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate: return StoredPayment::toMs(p.openDate);
    case PaymentSort::Column::ConfirmDate: return StoredPayment::toMs(p.confirmDate);
    case PaymentSort::Column::StatusDate: return StoredPayment::toMs(p.statusDate);
    case PaymentSort::Column::Status: return qint64(StoredPayment::paymentStatusRank(p.status));
    case PaymentSort::Column::Amount: return p.amountExt.hundredths();
    case PaymentSort::Column::Currency: return p.currencyExt;
    case PaymentSort::Column::Method: return p.paymentTypeCode;
    case PaymentSort::Column::Country: return p.country;
    case PaymentSort::Column::Hash: return Codec::prefixKey(p.hash);
    case PaymentSort::Column::MerchantCode: return p.merchantPaymentCode;
    case PaymentSort::Column::CustomerName: return StoredPayment::foldForSearch(p.customerName);
    case PaymentSort::Column::Count: break;
    }
    return qint64(0);
}

// Row ids (1-based insertion order) of the payments `filter` matches, in `sort` order with ties by
// row id in the same direction: what paging through the store must give.
inline QList<qint64> expectedOrder(const QList<Payment> &payments, const PaymentFilter &filter, const PaymentSort &sort)
{
    QList<std::pair<SortKey, qint64>> expected;
    for (qsizetype i = 0; i < payments.size(); ++i) {
        if (matches(filter, payments.at(i)))
            expected.append({sortKey(payments.at(i), sort.column), i + 1});
    }
    std::sort(expected.begin(), expected.end());
    if (sort.order == Qt::DescendingOrder)
        std::reverse(expected.begin(), expected.end());
    QList<qint64> ids;
    for (const auto &entry : std::as_const(expected))
        ids.append(entry.second);
    return ids;
}

// Every row id of `filter` in `sort` order, read page by page with keyset paging.
inline QList<qint64> pagedRowIds(PaymentStore &store, const PaymentFilter &filter, const PaymentSort &sort, int pageSize)
{
    QList<qint64> seen;
    std::optional<PageKey> after;
    for (int guard = 0; guard < 100; ++guard) {
        const QList<PaymentRow> page = store.rows(filter, sort, after, pageSize);
        for (const PaymentRow &row : page)
            seen.append(row.rowId);
        if (page.size() < pageSize)
            break;
        after = PaymentStore::keyOf(page.last(), sort);
    }
    return seen;
}

// A vault per test function (openVault() in init(), closeVault() in cleanup()).
class PaymentStoreFixture : public QObject
{
protected:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
    ManualClock m_clock;
    VaultPaymentStore &store() { return m_vault->session()->payments(); }

    void openVault()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("store.ddc")), fastOptions(m_clock));
        QVERIFY(m_vault->create(Passphrase, Passphrase));
    }
    void closeVault()
    {
        m_vault.reset();
        m_dir.reset();
    }

    // A data set with every status, several currencies, methods, countries, names and refunds.
    QList<Payment> dataSet(int count = 400)
    {
        QList<Payment> payments;
        const std::array<PaymentStatus, 4> statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending,
                                                        PaymentStatus::Open, PaymentStatus::Cancelled};
        for (int n = 0; n < count; ++n) {
            Payment p = makePayment(n, statuses.at(size_t(n % 7 % 4)));
            if (n % 11 == 0)
                p.amountExt = Money(5000, p.currencyExt);   // ties in the amount sort
            if (n % 9 == 0)
                p.customerName.clear();
            payments.append(p);
        }
        return payments;
    }

    // The store of a vault opened again with VaultOptions::paymentDigest: reads use the digest once
    // waitForDigest() says it is read.
    void reopenWithDigest()
    {
        m_vault.reset();
        VaultOptions options = fastOptions(m_clock);
        options.paymentDigest = true;
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("store.ddc")), options);
        QVERIFY(m_vault->unlock(Passphrase));
    }

    QList<Payment> fillStore()
    {
        const QList<Payment> payments = dataSet();
        const auto written = store().upsertMany(payments);
        if (!written || written.value() != payments.size())
            qFatal("could not fill the store");
        return payments;
    }
};

} // namespace dd::test
