// LookupDialog and EWalletsDialog driven by objectName against the in-process sandbox and a fresh
// temporary cache.

#include "dialogtesthelpers.h"
#include "fakeiconnetwork.h"
#include "operationstestenv.h"

#include "core/cache/paymentstore.h"
#include "ui/dialogs/ewalletsdialog.h"
#include "ui/dialogs/lookupdialog.h"

#include <QComboBox>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>

using namespace dd;
using namespace dd::test;

class TestLookupDialog : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_env = std::make_unique<OperationsTestEnvironment>(1500);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
    }
    void cleanup() { m_env.reset(); }

    void parseCodes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("codes");
        QTest::newRow("one") << u"  abc  "_qs << QStringList{u"abc"_qs};
        QTest::newRow("lines") << u"a\nb\r\nc\n"_qs << QStringList{u"a"_qs, u"b"_qs, u"c"_qs};
        QTest::newRow("commas") << u"a, b,c"_qs << QStringList{u"a"_qs, u"b"_qs, u"c"_qs};
        QTest::newRow("mixed with blanks") << u"a;\n\n,b\tc"_qs << QStringList{u"a"_qs, u"b"_qs, u"c"_qs};
        QTest::newRow("duplicates") << u"a\nb\na\nb"_qs << QStringList{u"a"_qs, u"b"_qs};
        QTest::newRow("empty") << u" \n , "_qs << QStringList{};
    }

    void parseCodes()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, codes);
        QCOMPARE(LookupDialog::parseCodes(text), codes);
    }

    void nothingToLookUp_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("blank lines") << u"\n  \n"_qs;
        QTest::newRow("only separators") << u",,;"_qs;
    }

    void nothingToLookUp()
    {
        QFETCH(QString, text);
        LookupDialog dialog(m_env->operations());
        dialog.show();
        control<QPlainTextEdit>(&dialog, "codesEdit")->setPlainText(text);   // keyClicks cannot type '\n'
        QVERIFY(control<QLabel>(&dialog, "codeCountLabel")->text().contains(u"No codes"));
        QVERIFY(!control<QPushButton>(&dialog, "lookUpButton")->isEnabled());
        QTest::mouseClick(control<QPushButton>(&dialog, "lookUpButton"), Qt::LeftButton);
        QCOMPARE(m_env->requestCount(u"/ws/query"_qs), 0);
    }

    void looksUpAPastedList()
    {
        QStringList hashes;
        for (int i = 0; i < 6; ++i)
            hashes.append(m_env->createCardPayment(true));
        const QString merchantCode = m_env->post(u"/ws/query"_qs, QJsonObject{{u"hash"_qs, hashes.at(1)}})
                                         .value(u"payment"_qs).toObject().value(u"merchant_payment_code"_qs).toString();
        QVERIFY(!merchantCode.isEmpty());
        const QString pasted = hashes.join(u'\n') + u",\n" + merchantCode + u", no-such-code\n" + hashes.at(0);
        LookupDialog dialog(m_env->operations());
        dialog.show();
        control<QPlainTextEdit>(&dialog, "codesEdit")->setPlainText(pasted);
        QVERIFY(control<QLabel>(&dialog, "codeCountLabel")->text().contains(u"8"));
        QSignalSpy finished(&dialog, &LookupDialog::lookUpFinished);
        QTest::mouseClick(control<QPushButton>(&dialog, "lookUpButton"), Qt::LeftButton);
        QVERIFY(dialog.isRunning());
        QVERIFY(control<QPushButton>(&dialog, "stopButton")->isEnabled());
        // Bounded concurrency: four out at once, the rest waiting.
        auto *rows = control<QTreeWidget>(&dialog, "resultTable");
        int inFlight = 0;
        for (int row = 0; row < rows->topLevelItemCount(); ++row)
            inFlight += rows->topLevelItem(row)->text(1) == u"Looking up…" ? 1 : 0;
        QCOMPARE(inFlight, LookupDialog::MaxParallel);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toInt(), 7);   // six hashes plus the merchant code
        QCOMPARE(finished.at(0).at(1).toInt(), 1);
        QCOMPARE(finished.at(0).at(2).toInt(), 0);
        auto *results = control<QTreeWidget>(&dialog, "resultTable");
        QCOMPARE(results->topLevelItemCount(), 8);
        QCOMPARE(results->topLevelItem(7)->text(1), u"Not found"_qs);
        QCOMPARE(results->topLevelItem(7)->text(2), QString());   // no gateway code for a status
        QVERIFY(results->topLevelItem(7)->toolTip(1).contains(u"BP-"_qs));
        QCOMPARE(results->topLevelItem(6)->text(3), hashes.at(1));
        QCOMPARE(control<QProgressBar>(&dialog, "progressBar")->value(), 8);
        for (const QString &hash : hashes)
            QVERIFY(m_env->cachedPayment(hash));
    }

    void stopCancelsTheRest()
    {
        QStringList hashes;
        for (int i = 0; i < 12; ++i)
            hashes.append(m_env->createCardPayment(true));
        // Every query waits a little, so Stop arrives while the first four are still out.
        QVERIFY(m_env->post(u"/sandbox/faults"_qs, QJsonObject{{u"kind"_qs, u"latency"_qs},
                                                               {u"latency_ms"_qs, 300},
                                                               {u"probability"_qs, 1.0},
                                                               {u"paths"_qs, QJsonArray{u"/ws/query"_qs}}})
                    .value(u"status"_qs).toString() == u"SUCCESS");
        LookupDialog dialog(m_env->operations());
        dialog.show();
        control<QPlainTextEdit>(&dialog, "codesEdit")->setPlainText(hashes.join(u'\n'));
        QSignalSpy finished(&dialog, &LookupDialog::lookUpFinished);
        QTest::mouseClick(control<QPushButton>(&dialog, "lookUpButton"), Qt::LeftButton);
        QTest::mouseClick(control<QPushButton>(&dialog, "stopButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
        QCOMPARE(finished.count(), 1);
        int stopped = 0;
        auto *results = control<QTreeWidget>(&dialog, "resultTable");
        for (int row = 0; row < results->topLevelItemCount(); ++row)
            stopped += results->topLevelItem(row)->text(1) == u"Stopped" ? 1 : 0;
        // The four in flight were aborted, the other eight never started: none counts as an error.
        QCOMPARE(stopped, 12);
        QCOMPARE(finished.at(0).at(2).toInt(), 0);
        QTest::qWait(400);   // the aborted queries do not come back later
        QVERIFY(m_env->requestCount(u"/ws/query"_qs) <= LookupDialog::MaxParallel);
        QVERIFY(control<QPushButton>(&dialog, "lookUpButton")->isEnabled());
    }

    void eWalletsPerCountry_data()
    {
        QTest::addColumn<QString>("country");
        QTest::newRow("ar") << u"ar"_qs;
        QTest::newRow("br") << u"br"_qs;
        QTest::newRow("cl") << u"cl"_qs;
        QTest::newRow("co") << u"co"_qs;
        QTest::newRow("mx") << u"mx"_qs;
    }

    void eWalletsPerCountry()
    {
        QFETCH(QString, country);
        QNetworkAccessManager icons;   // icon addresses are on the internet: unreachable here, so placeholders
        EWalletsDialog dialog(m_env->client(), nullptr, &icons);
        QSignalSpy shown(&dialog, &EWalletsDialog::walletsShown);
        dialog.show();
        QVERIFY(shown.wait(10000));   // the first country
        dialog.showCountry(country);
        if (country != u"ar")
            QVERIFY(shown.wait(10000));
        QCOMPARE(control<QComboBox>(&dialog, "countryCombo")->currentData().toString(), country);
        auto *list = control<QListWidget>(&dialog, "walletList");
        QVERIFY(list->count() > 0);
        QCOMPARE(list->count(), dialog.wallets().size());
        for (int row = 0; row < list->count(); ++row) {
            QVERIFY(list->item(row)->text().startsWith(dialog.wallets().at(row).name));
            QVERIFY(!list->item(row)->icon().isNull());
            if (!dialog.wallets().at(row).promotionalText.isEmpty())
                QVERIFY(list->item(row)->text().contains(dialog.wallets().at(row).promotionalText));
        }
    }

    void eWalletIconsDownloadedOrPlaceholder()
    {
        FakeIconNetwork icons;
        EWalletsDialog dialog(m_env->client(), nullptr, &icons);
        QSignalSpy shown(&dialog, &EWalletsDialog::walletsShown);
        dialog.show();
        QVERIFY(shown.wait(10000));
        const int argentinaIcons = icons.requests;
        dialog.showCountry(u"br"_qs);
        QVERIFY(shown.wait(10000));
        auto *list = control<QListWidget>(&dialog, "walletList");
        int picpay = -1;
        for (int row = 0; row < list->count(); ++row)
            picpay = dialog.wallets().at(row).code == u"picpay" ? row : picpay;
        QVERIFY2(picpay >= 0, "the sandbox offers PicPay in Brazil");
        QCOMPARE(icons.requests, argentinaIcons + list->count());   // one download per wallet, through our QNAM
        // The downloaded icon replaces the placeholder; the others keep it.
        const auto colourAt = [list](int row) {
            return list->item(row)->icon().pixmap(16, 16).toImage().pixelColor(8, 8);
        };
        QTRY_COMPARE(colourAt(picpay), QColor(Qt::darkGreen));
        for (int row = 0; row < list->count(); ++row) {
            QVERIFY(!list->item(row)->icon().isNull());
            if (row != picpay)
                QVERIFY(colourAt(row) != QColor(Qt::darkGreen));
        }
    }

private:
    std::unique_ptr<OperationsTestEnvironment> m_env;
};

QTEST_MAIN(TestLookupDialog)
#include "tst_lookupdialog.moc"
