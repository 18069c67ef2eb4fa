// The bulk refunds CSV reader (core/sync/refundcsv): fields, quoting, the header line, byte order
// mark, CRLF, blank lines and wrong field counts; and that a quoted value always reads back.
#include "core/sync/refundcsv.h"

#include <QTest>

using namespace dd;

class TestRefundCsv : public QObject
{
    Q_OBJECT

private slots:
    void fields_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("plain") << u"a,b,c"_qs << QStringList{u"a"_qs, u"b"_qs, u"c"_qs};
        QTest::newRow("trimmed") << u" a , b ,c "_qs << QStringList{u"a"_qs, u"b"_qs, u"c"_qs};
        QTest::newRow("quoted comma") << u"h,\"1,50\",d"_qs << QStringList{u"h"_qs, u"1,50"_qs, u"d"_qs};
        QTest::newRow("escaped quote") << u"h,1,\"he said \"\"no\"\"\""_qs
                                       << QStringList{u"h"_qs, u"1"_qs, u"he said \"no\""_qs};
        QTest::newRow("empty fields") << u",,"_qs << QStringList{QString(), QString(), QString()};
        QTest::newRow("empty line") << QString() << QStringList{QString()};
        QTest::newRow("unterminated quote") << u"\"a,b"_qs << QStringList{u"a,b"_qs};
    }

    void fields()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, expected);
        QCOMPARE(RefundCsv::fields(line), expected);
    }

    void quotedReadsBack_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("plain") << u"refund"_qs;
        QTest::newRow("comma") << u"1,50"_qs;
        QTest::newRow("quotes") << u"\"\"x\""_qs;
        QTest::newRow("empty") << QString();
        QTest::newRow("accents") << u"devolução parcial"_qs;
    }

    void quotedReadsBack()
    {
        QFETCH(QString, value);
        const QString line = RefundCsv::quoted(value) + u',' + RefundCsv::quoted(value);
        QCOMPARE(RefundCsv::fields(line), (QStringList{value, value}));
    }

    void parse_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QList<int>>("lines");
        QTest::addColumn<QList<bool>>("problems");
        QTest::newRow("header only") << QByteArray("hash,amount,description\n") << QList<int>{} << QList<bool>{};
        QTest::newRow("empty file") << QByteArray() << QList<int>{} << QList<bool>{};
        QTest::newRow("three and four fields")
            << QByteArray("hash,amount,description\nh1,1.00,a\nh2,2.00,b,code\n") << QList<int>{2, 3}
            << QList<bool>{false, false};
        QTest::newRow("bom, crlf, blank lines")
            << QByteArray("\xef\xbb\xbfhash,amount,description\r\n\r\nh1,1.00,a\r\n\r\n") << QList<int>{3}
            << QList<bool>{false};
        QTest::newRow("too few fields") << QByteArray("h\nh1,1.00\n") << QList<int>{2} << QList<bool>{true};
        QTest::newRow("too many fields") << QByteArray("h\nh1,1,a,b,c\n") << QList<int>{2} << QList<bool>{true};
        QTest::newRow("no header line break") << QByteArray("h1,1.00,a") << QList<int>{} << QList<bool>{};
        // A line beyond RefundCsv::MaxLineBytes is one row with a problem; the next line reads normally.
        QTest::newRow("line too long")
            << QByteArray("h\nh1,1.00," + QByteArray(RefundCsv::MaxLineBytes + 10, 'x') + "\nh2,2.00,b\n")
            << QList<int>{2, 3} << QList<bool>{true, false};
        QTest::newRow("too long last line without break")
            << QByteArray("h\nh1,1.00," + QByteArray(RefundCsv::MaxLineBytes + 10, 'x')) << QList<int>{2}
            << QList<bool>{true};
    }

    void parse()
    {
        QFETCH(QByteArray, content);
        QFETCH(QList<int>, lines);
        QFETCH(QList<bool>, problems);
        const QList<RefundCsvRow> rows = RefundCsv::parse(content);
        QCOMPARE(rows.size(), lines.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows.at(i).line, lines.at(i));
            QCOMPARE(!rows.at(i).problem.isEmpty(), problems.at(i));
        }
    }

    void parseKeepsEveryField()
    {
        const QList<RefundCsvRow> rows =
            RefundCsv::parse("hash,amount,description,merchant_refund_code\nabc, \"1,50\" ,\"Damaged, \"\"box\"\"\",rf-9\n");
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().hash, u"abc"_qs);
        QCOMPARE(rows.first().amount, u"1,50"_qs);
        QCOMPARE(rows.first().description, u"Damaged, \"box\""_qs);
        QCOMPARE(rows.first().merchantRefundCode, u"rf-9"_qs);
        QVERIFY(rows.first().problem.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRefundCsv)
#include "tst_refundcsv.moc"
