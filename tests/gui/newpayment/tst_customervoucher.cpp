// What a new payment hands the customer and where it starts: the voucher PDF leads with the
// reference the customer quotes (not the gateway's hash), "Save voucher as PDF…" opens in the
// user's Documents folder or the folder of the last save, and the form opens on the country of the
// interface's region when the gateway serves it.
#include "dialogtesthelpers.h"
#include "operationstestenv.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/dialogs/newpaymentresult.h"
#include "ui/dialogs/newpaymentvoucher.h"
#include "ui/savefolder.h"

#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

// A Chilean cash voucher as the gateway answers it; its hash has an "ff", which a font's ligature
// would turn into one glyph.
Payment cashVoucher()
{
    Payment payment;
    payment.hash = u"57bca864f926a900cff2bbc0550e9da6a700b2ab70625b80"_s;
    payment.merchantPaymentCode = u"dd-lwraz5xurvdu7eoy"_s;
    payment.amountExt = Money(15'000'00, u"CLP"_s);
    payment.currencyExt = u"CLP"_s;
    payment.paymentTypeCode = u"sencillito"_s;
    payment.dueDate = QDate(2026, 11, 29);
    payment.redirectUrl = u"https://sandbox.example/voucher/sencillito?hash="_s + payment.hash;
    return payment;
}

QStringList pdfLines(const QString &path)
{
    QProcess text;
    text.start(u"pdftotext"_s, { path, u"-"_s });
    if (!text.waitForFinished(10000))
        return {};
    QStringList lines;
    for (const QString &line : QString::fromUtf8(text.readAllStandardOutput()).split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());
    }
    return lines;
}

void select(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(index);
}

} // namespace

class TestCustomerVoucher : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(u"config"_s).toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(u"files/lastSaveFolder"_s);
    }

    // The voucher's second line is the reference to quote when paying (the merchant payment code),
    // the amount in whole pesos; the gateway's 48-character hash is only the small print at its foot.
    void voucherNamesTheReferenceToQuote()
    {
        const Payment payment = cashVoucher();
        const QString pdf = m_home.filePath(u"cupon.pdf"_s);
        QVERIFY(writeVoucherPdf(payment, pdf, QLocale(QLocale::English, QLocale::UnitedStates)));
        const QStringList lines = pdfLines(pdf);
        QVERIFY2(lines.size() > 3, qPrintable(lines.join(u'\n')));
        QCOMPARE(lines.at(0), u"Payment voucher"_s);
        QCOMPARE(lines.at(1), u"Reference to quote when paying: dd-lwraz5xurvdu7eoy"_s);
        QVERIFY2(lines.contains(u"Amount: 15,000 CLP"_s), qPrintable(lines.join(u'\n')));
        QCOMPARE(lines.constLast(), u"Gateway payment hash: "_s + payment.hash);
        // Nowhere else as the payment's reference (the payment page's link, wrapped, carries it).
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            QVERIFY2(!lines.at(i).contains(payment.hash) || lines.at(i).contains(u"hash="_s), qPrintable(lines.at(i)));
    }

    // "Save voucher as PDF…" opens in Documents with the payment's code as the name; after a save
    // elsewhere, in that folder (kept for the next session); a folder gone since is not offered.
    void voucherSaveDialogStartsInDocumentsThenTheLastFolder()
    {
        NewPaymentResult result;
        result.showPayment(cashVoucher());
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY(!documents.isEmpty());
        QCOMPARE(result.voucherSaveStart(), QDir(documents).filePath(u"dd-lwraz5xurvdu7eoy.pdf"_s));
        QVERIFY(QDir(m_home.path()).mkpath(u"vouchers"_s));
        SaveFolder::remember(m_home.filePath(u"vouchers/first.pdf"_s));
        QCOMPARE(result.voucherSaveStart(), m_home.filePath(u"vouchers/dd-lwraz5xurvdu7eoy.pdf"_s));
        QCOMPARE(QSettings().value(u"files/lastSaveFolder"_s).toString(), m_home.filePath(u"vouchers"_s));
        QVERIFY(QDir(m_home.filePath(u"vouchers"_s)).removeRecursively());
        QCOMPARE(result.voucherSaveStart(), QDir(documents).filePath(u"dd-lwraz5xurvdu7eoy.pdf"_s));
        QSettings().remove(u"files/lastSaveFolder"_s);
    }

    // A card or an e-wallet is for the interface region's country when the gateway serves it
    // (es_CO: Colombia in pesos), Brazil otherwise; a method tied to a country keeps its own.
    void defaultCountryFromTheRegion_data()
    {
        QTest::addColumn<QLocale>("region");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("currency");
        const QLocale colombia(QLocale::Spanish, QLocale::Colombia);
        QTest::newRow("es_CO card") << colombia << u"creditcard"_s << u"co"_s << u"COP"_s;
        QTest::newRow("es_CO e-wallet") << colombia << u"ewallet"_s << u"co"_s << u"COP"_s;
        QTest::newRow("es_CO Chilean cash voucher") << colombia << u"sencillito"_s << u"cl"_s << u"CLP"_s;
        QTest::newRow("es_CO boleto") << colombia << u"boleto"_s << u"br"_s << u"BRL"_s;
        QTest::newRow("es_CL card") << QLocale(QLocale::Spanish, QLocale::Chile) << u"creditcard"_s << u"cl"_s
                                    << u"CLP"_s;
        QTest::newRow("es_PE e-wallet: none in Peru")
            << QLocale(QLocale::Spanish, QLocale::Peru) << u"ewallet"_s << u"br"_s << u"BRL"_s;
        QTest::newRow("pt_BR card") << QLocale(QLocale::Portuguese, QLocale::Brazil) << u"creditcard"_s << u"br"_s
                                    << u"BRL"_s;
        QTest::newRow("en_US card: not served")
            << QLocale(QLocale::English, QLocale::UnitedStates) << u"creditcard"_s << u"br"_s << u"BRL"_s;
        QTest::newRow("es_ES card: not served")
            << QLocale(QLocale::Spanish, QLocale::Spain) << u"creditcard"_s << u"br"_s << u"BRL"_s;
    }

    void defaultCountryFromTheRegion()
    {
        QFETCH(QLocale, region);
        QFETCH(QString, method);
        QFETCH(QString, country);
        QFETCH(QString, currency);
        OperationsTestEnvironment env(1500);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        const QLocale before;
        QLocale::setDefault(region);
        const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
        NewPaymentDialog dialog(env.operations(), env.client());
        if (method == u"creditcard") { // the form opens on a card: already the region's country
            QCOMPARE(control<QComboBox>(&dialog, "methodCombo")->currentData().toString(), method);
        }
        QSignalSpy eWallets(&dialog, &NewPaymentDialog::eWalletsLoaded);
        select(control<QComboBox>(&dialog, "methodCombo"), method);
        if (method == u"ewallet") // the list asked for is in before the dialog goes
            QVERIFY(!eWallets.isEmpty() || eWallets.wait(15000));
        QCOMPARE(control<QComboBox>(&dialog, "countryCombo")->currentData().toString(), country);
        QCOMPARE(control<QLineEdit>(&dialog, "currencyEdit")->text(), currency);
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestCustomerVoucher)
#include "tst_customervoucher.moc"
