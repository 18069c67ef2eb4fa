#include "core/sync/notificationimport.h"
#include "core/sync/refreshplan.h"

#include <QTest>

using namespace dd;

namespace {
const QString HashA = QStringLiteral("5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071");
const QString HashB = QStringLiteral("00000000000000000000000000000000000000000000beef");
} // namespace

class TestNotificationImport : public QObject
{
    Q_OBJECT
private slots:
    void parsesNotification_data();
    void parsesNotification();
    void refusesNotification_data();
    void refusesNotification();
    void parsesManyAndNamesBadLine();
    void parsesCodeList_data();
    void parsesCodeList();
    void refusesCodeList_data();
    void refusesCodeList();
    void needsRefresh_data();
    void needsRefresh();
};

void TestNotificationImport::parsesNotification_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("hashes");
    QTest::addColumn<QStringList>("merchantCodes");
    const QByteArray a = HashA.toLatin1();
    const QByteArray b = HashB.toLatin1();
    QTest::newRow("form, two hashes")
        << QByteArray("operation=payment_status_change&notification_type=update&hash_codes=" + a + ',' + b)
        << QStringList{HashA, HashB} << QStringList{};
    QTest::newRow("encoded comma and spaces")
        << QByteArray("operation=payment_status_change&notification_type=refund&hash_codes=" + a + "%2C%20" + b)
        << QStringList{HashA, HashB} << QStringList{};
    QTest::newRow("url with query") << QByteArray("/notify?operation=payment_status_change&hash_codes=" + a)
                                    << QStringList{HashA} << QStringList{};
    QTest::newRow("upper case hash lowered")
        << QByteArray("operation=payment_status_change&hash_codes=" + a.toUpper()) << QStringList{HashA}
        << QStringList{};
    QTest::newRow("duplicate dropped")
        << QByteArray("operation=payment_status_change&hash_codes=" + a + ',' + a + "&hash=" + a)
        << QStringList{HashA} << QStringList{};
    QTest::newRow("merchant code only") << QByteArray("operation=payment_status_change&merchant_payment_code=ord-17")
                                        << QStringList{} << QStringList{QStringLiteral("ord-17")};
    QTest::newRow("json") << QByteArray(R"({"operation":"payment_status_change","notification_type":"chargeback",)"
                                        R"("hash_codes":")" + a + R"(","merchant_payment_code":"m1"})")
                          << QStringList{HashA} << QStringList{QStringLiteral("m1")};
    QTest::newRow("no operation field") << QByteArray("hash=" + b) << QStringList{HashB} << QStringList{};
}

void TestNotificationImport::parsesNotification()
{
    QFETCH(QByteArray, body);
    QFETCH(QStringList, hashes);
    QFETCH(QStringList, merchantCodes);
    const auto parsed = NotificationImport::parse(body);
    QVERIFY2(parsed.hasValue(), qPrintable(parsed.hasValue() ? QString() : parsed.error()));
    QCOMPARE(parsed->hashes, hashes);
    QCOMPARE(parsed->merchantCodes, merchantCodes);
}

void TestNotificationImport::refusesNotification_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("other operation") << QByteArray("operation=refund&hash_codes=" + HashA.toLatin1());
    QTest::newRow("no code") << QByteArray("operation=payment_status_change&notification_type=update");
    QTest::newRow("not a hash") << QByteArray("operation=payment_status_change&hash_codes=xyz");
    QTest::newRow("short hash") << QByteArray("operation=payment_status_change&hash_codes=abc123");
    QTest::newRow("broken json") << QByteArray(R"({"operation":"payment_status_change","hash_codes":)");
    QTest::newRow("json array") << QByteArray("[1,2]");
    QTest::newRow("merchant code too long")
        << QByteArray("operation=payment_status_change&merchant_payment_code=" + QByteArray(41, 'm'));
    QTest::newRow("merchant code with space")
        << QByteArray("operation=payment_status_change&merchant_payment_code=a%20b");
    // Found by fuzz_notification: a no-break space is a blank too, not part of a code.
    QTest::newRow("merchant code with no-break space")
        << QByteArray("operation=payment_status_change&merchant_payment_code=a%C2%A0b");
}

void TestNotificationImport::refusesNotification()
{
    QFETCH(QByteArray, body);
    const auto parsed = NotificationImport::parse(body);
    QVERIFY(!parsed.hasValue());
    QVERIFY(!parsed.error().isEmpty());
}

void TestNotificationImport::parsesManyAndNamesBadLine()
{
    const QByteArray good = "# pasted\noperation=payment_status_change&hash_codes=" + HashA.toLatin1()
                            + "\n\r\noperation=payment_status_change&hash_codes=" + HashB.toLatin1() + ','
                            + HashA.toLatin1() + "\n";
    const auto parsed = NotificationImport::parseMany(good);
    QVERIFY(parsed.hasValue());
    QCOMPARE(parsed->hashes, (QStringList{HashA, HashB}));

    const auto bad = NotificationImport::parseMany(good + "operation=payment_status_change&hash_codes=zz\n");
    QVERIFY(!bad.hasValue());
    QVERIFY2(bad.error().contains(u"5"), qPrintable(bad.error()));
    QVERIFY(!NotificationImport::parseMany("\n# nothing\n").hasValue());
}

void TestNotificationImport::parsesCodeList_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("hashes");
    QTest::addColumn<QStringList>("merchantCodes");
    QTest::newRow("mixed") << QByteArray(HashA.toLatin1() + "\norder-1\r\n" + HashB.toLatin1() + "\n")
                           << QStringList{HashA, HashB} << QStringList{QStringLiteral("order-1")};
    QTest::newRow("comments, blanks, BOM, duplicates")
        << QByteArray("\xEF\xBB\xBF# codes\n\n  order-2  \norder-2\n" + HashA.toUpper().toLatin1())
        << QStringList{HashA} << QStringList{QStringLiteral("order-2")};
    QTest::newRow("32 hex digits is a hash") << QByteArray(32, 'a') << QStringList{QString(32, u'a')}
                                             << QStringList{};
    QTest::newRow("31 hex digits is a merchant code") << QByteArray(31, 'a') << QStringList{}
                                                      << QStringList{QString(31, u'a')};
}

void TestNotificationImport::parsesCodeList()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, hashes);
    QFETCH(QStringList, merchantCodes);
    const auto parsed = NotificationImport::parseCodeList(text);
    QVERIFY2(parsed.hasValue(), qPrintable(parsed.hasValue() ? QString() : parsed.error()));
    QCOMPARE(parsed->hashes, hashes);
    QCOMPARE(parsed->merchantCodes, merchantCodes);
}

void TestNotificationImport::refusesCodeList_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("lineNumber");
    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("only comments") << QByteArray("# a\n\n# b\n") << QString();
    QTest::newRow("space inside") << QByteArray("ok-1\nbad code\n") << QStringLiteral("2");
    QTest::newRow("too long") << QByteArray("ok-1\nok-2\n" + QByteArray(65, 'x')) << QStringLiteral("3");
    QTest::newRow("comma list") << QByteArray("a,b\n") << QStringLiteral("1");
    QTest::newRow("no-break space inside") << QByteArray("ok-1\nbad\xc2\xa0" "code\n") << QStringLiteral("2");
}

void TestNotificationImport::refusesCodeList()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, lineNumber);
    const auto parsed = NotificationImport::parseCodeList(text);
    QVERIFY(!parsed.hasValue());
    if (!lineNumber.isEmpty())
        QVERIFY2(parsed.error().contains(lineNumber), qPrintable(parsed.error()));
}

void TestNotificationImport::needsRefresh_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<QStringList>("refundStatuses");
    QTest::addColumn<bool>("needed");
    QTest::newRow("OP") << QStringLiteral("OP") << QStringList{} << true;
    QTest::newRow("PE") << QStringLiteral("PE") << QStringList{} << true;
    QTest::newRow("CA") << QStringLiteral("CA") << QStringList{} << false;
    QTest::newRow("CO no refunds") << QStringLiteral("CO") << QStringList{} << false;
    QTest::newRow("CO refunds final") << QStringLiteral("CO") << QStringList{QStringLiteral("CO"), QStringLiteral("CA")}
                                      << false;
    QTest::newRow("CO refund requested") << QStringLiteral("CO") << QStringList{QStringLiteral("CO"), QStringLiteral("RE")}
                                         << true;
    QTest::newRow("CO refund pending") << QStringLiteral("CO") << QStringList{QStringLiteral("PE")} << true;
}

void TestNotificationImport::needsRefresh()
{
    QFETCH(QString, status);
    QFETCH(QStringList, refundStatuses);
    QFETCH(bool, needed);
    Payment payment;
    payment.hash = HashA;
    payment.status = paymentStatusFromCode(status);
    for (const QString &code : refundStatuses) {
        Refund refund;
        refund.status = refundStatusFromCode(code);
        payment.refunds.append(refund);
    }
    QCOMPARE(RefreshPlan::needsRefresh(payment), needed);
}

QTEST_GUILESS_MAIN(TestNotificationImport)
#include "tst_notificationimport.moc"
