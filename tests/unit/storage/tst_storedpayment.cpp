// How every store keeps a payment (core/storage/storedpayment.h): bank details written once with the
// gateway's names and read back from either spelling the stores have used, status ranks that
// round-trip in life-cycle order, and instants kept to the millisecond.

#include "core/storage/storedpayment.h"

#include <QTest>
#include <QTimeZone>

using namespace dd;
using namespace Qt::StringLiterals;

class TestStoredPayment : public QObject
{
    Q_OBJECT

private slots:
    void bankDetailsRoundTrip()
    {
        const BankInfo info{u"Banco do Brasil"_s, u"0001"_s, u"12345-6"_s, u"C"_s, u""_s,
                            u"853.513.468-93"_s, u"Maria Silva"_s};
        const QByteArray text = StoredPayment::bankInfoText(info);
        QVERIFY(text.contains("\"bank_account_holder_document\":\"853.513.468-93\""));
        const std::optional<BankInfo> back = StoredPayment::bankInfoFromText(text);
        QVERIFY(back);
        QCOMPARE(back->holderName, info.holderName);
        QCOMPARE(back->holderDocument, info.holderDocument);
        QCOMPARE(back->bankAccount, info.bankAccount);
        QCOMPARE(StoredPayment::bankInfoText(std::nullopt), QByteArray());
        QCOMPARE(StoredPayment::bankInfoText(BankInfo{}), QByteArray());
        QVERIFY(!StoredPayment::bankInfoFromText({}));
        QVERIFY(!StoredPayment::bankInfoFromText("{}"));
    }

    void holderNamesOfOlderApprovalsAreRead()
    {
        // Refund approvals in a cache kept the holder as "holder_document" / "holder_name".
        const std::optional<BankInfo> info = StoredPayment::bankInfoFromText(
            R"({"bank_name":"BBVA","holder_document":"GODE561231GR8","holder_name":"Ana Rojas"})");
        QVERIFY(info);
        QCOMPARE(info->bankName, u"BBVA"_s);
        QCOMPARE(info->holderDocument, u"GODE561231GR8"_s);
        QCOMPARE(info->holderName, u"Ana Rojas"_s);
    }

    void ranksFollowTheLifeCycle()
    {
        const PaymentStatus order[] = {PaymentStatus::Unknown, PaymentStatus::Open, PaymentStatus::Pending,
                                       PaymentStatus::Confirmed, PaymentStatus::Cancelled};
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(StoredPayment::paymentStatusRank(order[i]), i);
            QCOMPARE(StoredPayment::paymentStatusFromRank(i), order[i]);
        }
        for (const RefundStatus status : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                          RefundStatus::Cancelled}) {
            QCOMPARE(StoredPayment::refundStatusFromRank(StoredPayment::refundStatusRank(status)), status);
        }
        QCOMPARE(StoredPayment::paymentStatusFromRank(99), PaymentStatus::Unknown);
    }

    void instantsToTheMillisecond()
    {
        const QDateTime at(QDate(2026, 11, 27), QTime(3, 4, 5, 678), QTimeZone::utc());
        QCOMPARE(StoredPayment::fromMs(StoredPayment::toMs(at)), at);
        QCOMPARE(StoredPayment::toMs(QDateTime()), qint64(0));
        QVERIFY(!StoredPayment::fromMs(0).isValid());
    }
};

QTEST_GUILESS_MAIN(TestStoredPayment)
#include "tst_storedpayment.moc"
