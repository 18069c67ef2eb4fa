// The boleto and OXXO in the new-payment dialog, against the in-process sandbox and a fresh
// temporary cache: the fields each method needs are marked, and the boleto's voucher PDF carries the
// barcode's bars (read back from the rendered page) and the typeable line in its five groups, with
// its labels in the user's language (en, pt_BR, es).

#include "dialogtesthelpers.h"
#include "installedlanguage.h"
#include "operationstestenv.h"

#include "ui/dialogs/boletocode.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/messagebox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QImage>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>

#include <algorithm>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

// A real bank's typeable line (Itaú, R$ 100.00) and the barcode its fields make.
const QString TypeableLine = u"34191760071244348372714245740007181330000010000"_s;
const QString Barcode = u"34191813300000100001760012443483721424574000"_s;

// Reads Interleaved 2 of 5 from the widths of alternating bars and spaces (a bar first); empty
// when they are no such code. Narrow and wide are told apart at the middle of the widths seen.
QString decodeInterleaved2of5(const QList<int> &widths)
{
    static const QStringList Patterns{u"00110"_s, u"10001"_s, u"01001"_s, u"11000"_s, u"00101"_s,
                                      u"10100"_s, u"01100"_s, u"00011"_s, u"10010"_s, u"01010"_s};
    if (widths.size() < 7 + 10 || (widths.size() - 7) % 10 != 0)
        return {};
    const auto [least, most] = std::minmax_element(widths.begin(), widths.end());
    const int middle = (*least + *most) / 2;
    QString wide;
    for (int width : widths)
        wide += width > middle ? u'1' : u'0';
    if (!wide.startsWith(u"0000") || !wide.endsWith(u"100"))
        return {};
    QString digits;
    for (qsizetype at = 4; at + 10 <= wide.size() - 3; at += 10) {
        QString bars;
        QString spaces;
        for (int element = 0; element < 5; ++element) {
            bars += wide.at(at + 2 * element);
            spaces += wide.at(at + 2 * element + 1);
        }
        const qsizetype first = Patterns.indexOf(bars);
        const qsizetype second = Patterns.indexOf(spaces);
        if (first < 0 || second < 0)
            return {};
        digits += QString::number(first) + QString::number(second);
    }
    return digits;
}

// The digits of the first pixel row of `page` that reads as Interleaved 2 of 5.
QString barcodeOnPage(const QImage &page)
{
    const QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < grey.height(); ++y) {
        const uchar *row = grey.constScanLine(y);
        QList<int> widths;
        bool dark = false;
        for (int x = 0; x < grey.width(); ++x) {
            const bool pixelDark = row[x] < 128;
            if (widths.isEmpty() && !pixelDark)
                continue;
            if (widths.isEmpty() || pixelDark != dark)
                widths.append(0);
            dark = pixelDark;
            ++widths.last();
        }
        if (!widths.isEmpty() && !dark)
            widths.removeLast();   // the white after the last bar
        if (const QString digits = decodeInterleaved2of5(widths); !digits.isEmpty())
            return digits;
    }
    return {};
}

} // namespace

class TestBoletoVoucher : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_home.isValid());
    }

    void init()
    {
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        MessageBox::clearShownTexts();
    }

    void boletoCodes_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("barcode");
        QTest::addColumn<QString>("grouped");
        const QString grouped = u"34191.76007 12443.483727 14245.740007 1 81330000010000"_s;
        QTest::newRow("typeable line") << TypeableLine << Barcode << grouped;
        QTest::newRow("barcode: the line's check digits are made") << Barcode << Barcode << grouped;
        QTest::newRow("typeable line as printed") << grouped << Barcode << grouped;
        QTest::newRow("too short") << TypeableLine.left(46) << QString() << QString();
        QTest::newRow("letters") << TypeableLine.left(46) + u'x' << QString() << QString();
        QTest::newRow("empty") << QString() << QString() << QString();
    }

    void boletoCodes()
    {
        QFETCH(QString, answer);
        QFETCH(QString, barcode);
        QFETCH(QString, grouped);
        QCOMPARE(BoletoCode::barcodeDigits(answer), barcode);
        QCOMPARE(BoletoCode::groupedTypeableLine(answer), grouped);
    }

    void interleaved2of5()
    {
        // "12": start, 1 in the bars (wide narrow narrow narrow wide), 2 in the spaces (n w n n w), stop.
        QCOMPARE(BoletoCode::interleaved2of5(u"12"_s), (QList<int>{1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1}));
        QCOMPARE(decodeInterleaved2of5(BoletoCode::interleaved2of5(Barcode)), Barcode);
        QVERIFY(BoletoCode::interleaved2of5(u"123"_s).isEmpty());
        QVERIFY(BoletoCode::interleaved2of5(u"1a"_s).isEmpty());
    }

    // The fields a method needs carry " *", as the validator decides (a boleto's payer and
    // address, an OXXO customer's name and e-mail).
    void requiredFieldsAreMarked_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QStringList>("marked");
        const QStringList always{u"amountEdit"_s, u"currencyEdit"_s, u"merchantCodeEdit"_s};
        QTest::newRow("card") << u"creditcard"_s << always;
        QTest::newRow("boleto") << u"boleto"_s
                                << always + QStringList{u"nameEdit"_s, u"documentEdit"_s, u"addressEdit"_s, u"cityEdit"_s,
                                                        u"stateEdit"_s, u"zipcodeEdit"_s};
        QTest::newRow("oxxo") << u"oxxo"_s << always + QStringList{u"nameEdit"_s, u"emailEdit"_s};
        QTest::newRow("sencillito") << u"sencillito"_s
                                    << always + QStringList{u"nameEdit"_s, u"emailEdit"_s, u"phoneEdit"_s, u"documentEdit"_s};
    }

    void requiredFieldsAreMarked()
    {
        QFETCH(QString, method);
        QFETCH(QStringList, marked);
        OperationsTestEnvironment env(1500);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        NewPaymentDialog dialog(env.operations(), env.client());
        dialog.show();
        auto *methods = control<QComboBox>(&dialog, "methodCombo");
        methods->setCurrentIndex(methods->findData(method));
        QStringList shown;
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->buddy() && label->text().endsWith(u" *") && !label->buddy()->objectName().isEmpty())
                shown << label->buddy()->objectName();
        }
        shown.sort();
        marked.sort();
        QCOMPARE(shown, marked);
    }

    void boletoVoucherPdf_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << u"en_US"_s;
        QTest::newRow("pt_BR") << u"pt_BR"_s;
        QTest::newRow("es") << u"es_CL"_s;
    }

    void boletoVoucherPdf()
    {
        QFETCH(QString, locale);
        const InstalledLanguage language{QLocale(locale)};
        QVERIFY(locale == u"en_US" || language.ownLoaded());
        OperationsTestEnvironment env(3000);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        NewPaymentDialog dialog(env.operations(), env.client());
        dialog.show();
        auto *methods = control<QComboBox>(&dialog, "methodCombo");
        methods->setCurrentIndex(methods->findData(u"boleto"_s));
        const bool english = locale == u"en_US";
        for (const auto &[name, text] : {std::pair{"amountEdit", english ? u"1,234.56"_s : u"1.234,56"_s},
                                         {"nameEdit", u"Jose Silva"_s}, {"documentEdit", u"853.513.468-93"_s},
                                         {"addressEdit", u"Avenida Paulista"_s}, {"streetNumberEdit", u"1000"_s},
                                         {"cityEdit", u"Sao Paulo"_s}, {"stateEdit", u"SP"_s},
                                         {"zipcodeEdit", u"01310-100"_s}})
            control<QLineEdit>(&dialog, name)->setText(text);
        QSignalSpy finished(&dialog, &NewPaymentDialog::createFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(&dialog, "createButton"), Qt::LeftButton);
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.first().first().toBool(), qPrintable(control<QLabel>(&dialog, "resultLabel")->text()));
        const Payment payment = *dialog.createdPayment();
        QVERIFY(control<QPushButton>(&dialog, "savePdfButton")->isVisible());
        const QString grouped = BoletoCode::groupedTypeableLine(payment.boletoBarcode);
        QCOMPARE(grouped.size(), 47 + 7);

        const QString pdf = m_home.filePath(u"boleto-"_s + locale + u".pdf"_s);
        QVERIFY(dialog.saveVoucherPdf(pdf));
        QProcess text;
        text.start(u"pdftotext"_s, {pdf, u"-"_s});
        QVERIFY(text.waitForFinished(20000));
        const QString words = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        const QString typeable =
            QCoreApplication::translate("dd::NewPaymentVoucher", "Typeable line: %1").arg(grouped).simplified();
        QVERIFY2(words.contains(typeable), qPrintable(words + u"\n≠ "_s + typeable));
        QVERIFY2(words.contains(QCoreApplication::translate("dd::NewPaymentVoucher", "Boleto barcode")), qPrintable(words));
        QVERIFY2(words.contains(english ? u"1,234.56 BRL"_s : u"1.234,56 BRL"_s), qPrintable(words));

        // The bars on the printed page read back as the 44 digits of the boleto's barcode.
        const QString prefix = m_home.filePath(u"page-"_s + locale);
        QProcess render;
        render.start(u"pdftoppm"_s, {u"-r"_s, u"300"_s, u"-gray"_s, u"-png"_s, u"-singlefile"_s, pdf, prefix});
        QVERIFY(render.waitForFinished(60000));
        QCOMPARE(render.exitCode(), 0);
        const QImage page(prefix + u".png"_s);
        QVERIFY(!page.isNull());
        QCOMPARE(barcodeOnPage(page), BoletoCode::barcodeDigits(payment.boletoBarcode));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestBoletoVoucher)
#include "tst_boletovoucher.moc"
