// How the refund dialog looks while it is used (pt_BR): the amount prefilled in the grouped form the
// field reads and the dialog shows, a window that gives back the height a problem took once the
// problem is gone, and the holder's document masked as it is written.

#include "dialogtesthelpers.h"
#include "operationstestenv.h"

#include "ui/dialogs/refunddialog.h"
#include "ui/messagebox.h"

#include <QPushButton>
#include <QRadioButton>

using namespace dd;
using namespace dd::test;

class TestRefundDialogShape : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil)); }

    void init()
    {
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        MessageBox::clearShownTexts();
        m_env = std::make_unique<OperationsTestEnvironment>(1500);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
        const QString hash = m_env->createCardPayment(true, u"br"_qs, u"BRL"_qs, u"1234.56"_qs);
        const std::optional<Payment> payment = m_env->importPayment(hash);
        QVERIFY(payment);
        m_dialog = std::make_unique<RefundDialog>(m_env->operations(), *payment);
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
    }

    void cleanup()
    {
        m_dialog.reset();
        m_env.reset();
    }

    void prefilledAmountIsGroupedAsShown()
    {
        QCOMPARE(control<QLabel>(m_dialog.get(), "remainingLabel")->text(), u"R$\u00a01.234,56"_qs);
        QCOMPARE(control<QLineEdit>(m_dialog.get(), "amountEdit")->text(), u"1.234,56"_qs);
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "amountError")).isEmpty());
    }

    // A problem of several lines grows the window; once it is gone the window is as high as before,
    // with no gap left above the buttons.
    void windowGivesBackTheHeightOfAProblem()
    {
        clickIndicator(control<QRadioButton>(m_dialog.get(), "partialRefundRadio"));
        m_dialog->resize(m_dialog->minimumSizeHint().width(), m_dialog->height());
        QTRY_COMPARE(m_dialog->width(), m_dialog->minimumSizeHint().width());
        const int before = m_dialog->height();
        auto *amount = control<QLineEdit>(m_dialog.get(), "amountEdit");
        auto *description = control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit");
        typeAndLeave(amount, u"cem reais e cinquenta centavos, mais ou menos"_qs, description);
        QVERIFY(!shownText(control<QLabel>(m_dialog.get(), "amountError")).isEmpty());
        QVERIFY2(m_dialog->height() > before, qPrintable(QString::number(m_dialog->height())));
        typeAndLeave(amount, u"100,00"_qs, description);
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "amountError")).isEmpty());
        QCOMPARE(m_dialog->height(), before);
    }

    void holderDocumentIsMaskedAsWritten()
    {
        clickIndicator(control<QRadioButton>(m_dialog.get(), "partialRefundRadio"));
        replaceText(control<QLineEdit>(m_dialog.get(), "amountEdit"), u"500,00"_qs);
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Cliente devolveu"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankNameEdit"), u"Banco do Brasil"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankBranchEdit"), u"1234-5"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankAccountEdit"), u"123456-7"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "holderDocumentEdit"), u"529.982.247-25"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "holderNameEdit"), u"Joao da Silva Araujo"_qs);
        auto *refund = control<QPushButton>(m_dialog.get(), "refundButton");
        QVERIFY(refund->isEnabled());
        MessageBox::setNextAnswer(QMessageBox::No);   // look at the confirmation, send nothing
        QTest::mouseClick(refund, Qt::LeftButton);
        QCOMPARE(MessageBox::shownTexts().size(), 1);
        const QString confirmation = MessageBox::shownTexts().first();
        QVERIFY2(confirmation.contains(u"••••-25"), qPrintable(confirmation));
        QVERIFY2(!confirmation.contains(u"• -25") && !confirmation.contains(u"529.982"), qPrintable(confirmation));
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

private:
    std::unique_ptr<OperationsTestEnvironment> m_env;
    std::unique_ptr<RefundDialog> m_dialog;
};

QTEST_MAIN(TestRefundDialogShape)
#include "tst_refunddialogshape.moc"
