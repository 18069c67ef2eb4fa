// CaptureDialog, CancelPaymentDialog and CancelRefundDialog driven by objectName against the
// in-process sandbox and a fresh temporary cache.

#include "dialogtesthelpers.h"
#include "operationstestenv.h"

#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/cache/importqueue.h"
#include "ui/dialogs/cancelpaymentdialog.h"
#include "ui/dialogs/cancelrefunddialog.h"
#include "core/domain/status.h"
#include "ui/dialogs/capturedialog.h"
#include "ui/messagebox.h"

#include <QCheckBox>
#include <QPushButton>

using namespace dd;
using namespace dd::test;

namespace {

bool runAction(ActionDialog &dialog, const char *buttonName)
{
    QSignalSpy finished(&dialog, &ActionDialog::actionFinished);
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(control<QPushButton>(&dialog, buttonName), Qt::LeftButton);
    return finished.wait(15000) && finished.at(0).at(0).toBool();
}

} // namespace

class TestActionDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init()
    {
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        MessageBox::clearShownTexts();
        m_env = std::make_unique<OperationsTestEnvironment>(1500);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
    }
    void cleanup() { m_env.reset(); }

    // The gateway applies the capture but the cache refuses its answer (a temporary trigger in the
    // real store, as a full disk would): the dialog says the action was applied but not saved, and
    // the payment waits for the next refresh, or, when even that mark cannot be written, stays
    // marked for "Check now".
    void answerNotSavedIsShown_data()
    {
        QTest::addColumn<bool>("queueRefused");
        QTest::addColumn<QString>("says");
        QTest::newRow("queued for refresh") << false << u"will be refreshed from the gateway"_qs;
        QTest::newRow("refresh mark refused too") << true << u"\"Check now\""_qs;
    }

    void answerNotSavedIsShown()
    {
        QFETCH(bool, queueRefused);
        QFETCH(QString, says);
        const QString hash = m_env->createCardPayment(false);
        const Payment payment = *m_env->importPayment(hash);
        CaptureDialog dialog(m_env->operations(), payment);
        dialog.show();
        QVERIFY(refuseWrites("payments"));
        if (queueRefused)
            QVERIFY(refuseWrites("import_queue"));
        QVERIFY(runAction(dialog, "captureButton"));
        const QString result = control<QLabel>(&dialog, "resultLabel")->text();
        QVERIFY2(result.contains(u"Captured"), qPrintable(result));
        QVERIFY2(result.contains(u"applied the action, but it could not be saved in the local cache"), qPrintable(result));
        QVERIFY2(result.contains(says), qPrintable(result));
        QCOMPARE(m_env->effectCount(u"/ws/capture"_qs), 1);              // applied at the gateway
        QCOMPARE(m_env->cachedPayment(hash)->status, payment.status);   // the cache still holds the old state
        QCOMPARE(m_env->session().importQueue().find(QueuedCode::Kind::Hash, {hash}).size(), queueRefused ? 0 : 1);
        QCOMPARE(m_env->operations().hasUnresolvedIntent(hash), queueRefused);
        QCOMPARE(control<QPushButton>(&dialog, "checkNowButton")->isVisible(), queueRefused);
    }

    // --- capture ---
    void captureFull()
    {
        const QString hash = m_env->createCardPayment(false);
        CaptureDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        QVERIFY(control<QCheckBox>(&dialog, "partialCaptureCheck")->isVisible());
        QVERIFY(control<QPushButton>(&dialog, "captureButton")->isEnabled());
        QVERIFY(control<QLabel>(&dialog, "paymentLabel")->text().contains(paymentStatusLabel(PaymentStatus::Pending)));
        QVERIFY(runAction(dialog, "captureButton"));
        QVERIFY(MessageBox::shownTexts().first().contains(hash));
        QCOMPARE(m_env->cachedPayment(hash)->status, PaymentStatus::Confirmed);
        QVERIFY(control<QLabel>(&dialog, "resultLabel")->text().contains(u"Captured"));
        // The summary shows the payment as it is now, not as it was when the dialog opened.
        const QString summary = control<QLabel>(&dialog, "paymentLabel")->text();
        QVERIFY2(summary.contains(paymentStatusLabel(PaymentStatus::Confirmed)), qPrintable(summary));
        QVERIFY2(!summary.contains(paymentStatusLabel(PaymentStatus::Pending)), qPrintable(summary));
        QCOMPARE(m_env->audit().last()->action, u"capture"_qs);
    }

    void capturePartialInBrazil()
    {
        const QString hash = m_env->createCardPayment(false);
        CaptureDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        clickIndicator(control<QCheckBox>(&dialog, "partialCaptureCheck"));
        replaceText(control<QLineEdit>(&dialog, "amountEdit"), u"60.00"_qs);
        QVERIFY(runAction(dialog, "captureButton"));
        QVERIFY(MessageBox::shownTexts().first().contains(u"amount: 60.00"));
        QCOMPARE(m_env->cachedPayment(hash)->status, PaymentStatus::Confirmed);
    }

    void captureRefusesBadAmounts_data()
    {
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("empty") << u""_qs << u"Enter an amount"_qs;
        QTest::newRow("zero") << u"0"_qs << u"greater than zero"_qs;
        QTest::newRow("above authorized") << u"100.01"_qs << u"authorized"_qs;
        QTest::newRow("letters") << u"ten"_qs << u"Not an amount"_qs;
        QTest::newRow("comma decimal in en_US") << u"10,5"_qs << u"wrong place"_qs;
    }

    void captureRefusesBadAmounts()
    {
        QFETCH(QString, amount);
        QFETCH(QString, errorContains);
        const QString hash = m_env->createCardPayment(false);
        CaptureDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        clickIndicator(control<QCheckBox>(&dialog, "partialCaptureCheck"));
        replaceText(control<QLineEdit>(&dialog, "amountEdit"), amount);
        // Shown once the button is pressed, which asks nothing and sends nothing.
        QVERIFY(shownText(control<QLabel>(&dialog, "amountError")).isEmpty());
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(&dialog, "captureButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        const QString shown = shownText(control<QLabel>(&dialog, "amountError"));
        QVERIFY2(shown.contains(errorContains), qPrintable(shown));
        // The error's lines fit: the dialog grew instead of drawing them over the summary.
        dialog.layout()->activate();
        QVERIFY2(dialog.height() >= dialog.layout()->totalHeightForWidth(dialog.width()),
                 qPrintable(u"%1 < %2"_qs.arg(dialog.height()).arg(dialog.layout()->totalHeightForWidth(dialog.width()))));
        QTest::mouseClick(control<QPushButton>(&dialog, "captureButton"), Qt::LeftButton);
        QCOMPARE(m_env->requestCount(u"/ws/capture"_qs), 0);
    }

    void captureOnlyForPendingPreAuthorizations_data()
    {
        QTest::addColumn<bool>("voucher");
        QTest::newRow("captured card payment") << false;
        QTest::newRow("voucher payment") << true;
    }

    void captureOnlyForPendingPreAuthorizations()
    {
        QFETCH(bool, voucher);
        const QString hash = voucher ? m_env->createVoucherPayment() : m_env->createCardPayment(true);
        CaptureDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        QVERIFY(!control<QPushButton>(&dialog, "captureButton")->isEnabled());
        QVERIFY(shownText(control<QLabel>(&dialog, "paymentError")).contains(u"pre-authorized"));
        QCOMPARE(m_env->requestCount(u"/ws/capture"_qs), 0);
    }

    // --- cancel payment ---
    void cancelPendingPayment()
    {
        const QString hash = m_env->createVoucherPayment();
        CancelPaymentDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        QVERIFY(runAction(dialog, "cancelPaymentButton"));
        QCOMPARE(m_env->cachedPayment(hash)->status, PaymentStatus::Cancelled);
        QVERIFY(control<QLabel>(&dialog, "resultLabel")->text().contains(u"Cancelled"));
    }

    void cancelPaymentDeclinedSendsNothing()
    {
        const QString hash = m_env->createVoucherPayment();
        CancelPaymentDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(control<QPushButton>(&dialog, "cancelPaymentButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 0);
        QCOMPARE(m_env->requestCount(u"/ws/cancel"_qs), 0);
        QCOMPARE(m_env->cachedPayment(hash)->status, PaymentStatus::Pending);
    }

    void cancelPaymentOnlyForOpenOrPending()
    {
        const QString hash = m_env->createCardPayment(true);   // CO
        CancelPaymentDialog dialog(m_env->operations(), *m_env->importPayment(hash));
        dialog.show();
        QVERIFY(!control<QPushButton>(&dialog, "cancelPaymentButton")->isEnabled());
        QVERIFY(shownText(control<QLabel>(&dialog, "paymentError")).contains(u"open or pending"));
        QTest::mouseClick(control<QPushButton>(&dialog, "cancelPaymentButton"), Qt::LeftButton);
        QCOMPARE(m_env->requestCount(u"/ws/cancel"_qs), 0);
    }

    // --- cancel refund ---
    void cancelRefundWithReason()
    {
        const auto [payment, refund] = paymentWithRefund();
        CancelRefundDialog dialog(m_env->operations(), payment, refund);
        dialog.show();
        const QString consequences = control<QLabel>(&dialog, "consequencesLabel")->text();
        QVERIFY(consequences.contains(u"receives no money"));
        QVERIFY(consequences.contains(u"not charged"));
        QVERIFY(consequences.contains(u"NOT told"));
        QTest::keyClicks(control<QPlainTextEdit>(&dialog, "reasonEdit"), u"Customer kept the goods"_qs);
        QVERIFY(runAction(dialog, "cancelRefundButton"));
        const Payment after = *m_env->cachedPayment(payment.hash);
        QCOMPARE(after.findRefund(refund.id)->status, RefundStatus::Cancelled);
        // The summary at the top says the refund's new status, not the one it had when opened.
        const QString summary = control<QLabel>(&dialog, "refundLabel")->text();
        QVERIFY2(summary.contains(refundStatusLabel(RefundStatus::Cancelled))
                     && !summary.contains(refundStatusLabel(RefundStatus::Requested)),
                 qPrintable(summary));
        const AuditEntry audit = *m_env->audit().last();
        QCOMPARE(audit.action, u"cancel_refund"_qs);
        QCOMPARE(audit.parameters.value(u"reason"_qs).toString(), u"Customer kept the goods"_qs);
        QCOMPARE(audit.actor, u"tester"_qs);
    }

    void cancelRefundRefusesBadInput_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("refundStatus");   // what the refund is moved to first
        QTest::addColumn<QString>("errorLabel");
        QTest::newRow("no reason") << u""_qs << u"RE"_qs << u"reasonError"_qs;
        QTest::newRow("blank reason") << u"   "_qs << u"RE"_qs << u"reasonError"_qs;
        QTest::newRow("reason too long") << QString(501, u'r') << u"RE"_qs << u"reasonError"_qs;
        QTest::newRow("refund confirmed") << u"ok"_qs << u"CO"_qs << u"refundError"_qs;
        QTest::newRow("refund cancelled") << u"ok"_qs << u"CA"_qs << u"refundError"_qs;
    }

    void cancelRefundRefusesBadInput()
    {
        QFETCH(QString, reason);
        QFETCH(QString, refundStatus);
        QFETCH(QString, errorLabel);
        auto [payment, refund] = paymentWithRefund();
        refund.status = refundStatusFromCode(refundStatus);
        for (Refund &r : payment.refunds)
            r.status = refund.status;
        CancelRefundDialog dialog(m_env->operations(), payment, refund);
        dialog.show();
        auto *reasonEdit = control<QPlainTextEdit>(&dialog, "reasonEdit");
        if (reason.size() > 100)
            reasonEdit->setPlainText(reason);
        else
            QTest::keyClicks(reasonEdit, reason);
        // A refund that cannot be cancelled disables the button; a reason to correct is shown when
        // the button is pressed, and neither asks nor sends.
        QCOMPARE(control<QPushButton>(&dialog, "cancelRefundButton")->isEnabled(), refundStatus == u"RE");
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(&dialog, "cancelRefundButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        if (!errorLabel.isEmpty())
            QVERIFY(!shownText(dialog.findChild<QLabel *>(errorLabel)).isEmpty());
        QCOMPARE(MessageBox::shownTexts().size(), 0);
        const int before = m_env->requestCount(u"/ws/refund"_qs);
        QCOMPARE(before, 1);   // the refund request itself, nothing more
    }

    void unresolvedPaymentBlocksEveryDialog()
    {
        const QString hash = m_env->createVoucherPayment();
        const Payment payment = *m_env->importPayment(hash);
        QVERIFY(m_env->addFault(u"hang"_qs, u"/ws/cancel"_qs));
        {
            CancelPaymentDialog first(m_env->operations(), payment);
            first.show();
            QSignalSpy finished(&first, &ActionDialog::actionFinished);
            MessageBox::setNextAnswer(QMessageBox::Yes);
            QTest::mouseClick(control<QPushButton>(&first, "cancelPaymentButton"), Qt::LeftButton);
            QVERIFY(finished.wait(15000));
            QVERIFY(control<QLabel>(&first, "resultLabel")->text().contains(u"Outcome unknown"));
        }
        CancelPaymentDialog second(m_env->operations(), payment);
        second.show();
        QVERIFY(!control<QPushButton>(&second, "cancelPaymentButton")->isEnabled());
        QVERIFY(!shownText(control<QLabel>(&second, "blockedLabel")).isEmpty());
        QVERIFY(control<QPushButton>(&second, "checkNowButton")->isVisible());
        QTest::mouseClick(control<QPushButton>(&second, "checkNowButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(control<QPushButton>(&second, "cancelPaymentButton")->isEnabled(), 15000);
        QCOMPARE(m_env->requestCount(u"/ws/cancel"_qs), 1);
    }

private:
    std::pair<Payment, Refund> paymentWithRefund()
    {
        const QString hash = m_env->createCardPayment(true);
        const Payment payment = *m_env->importPayment(hash);
        RefundRequest request;
        request.amount = Money(1000, payment.currencyExt);
        request.description = u"Returned"_qs;
        request.merchantRefundCode = u"rf-cancel-1"_qs;
        OperationCall *call = m_env->operations().refund(payment, request);
        call->setAutoDelete(false);
        QSignalSpy finished(call, &OperationCall::finished);
        const bool done = finished.wait(15000) && call->succeeded();
        delete call;
        if (!done)
            return {};
        const Payment after = *m_env->cachedPayment(hash);
        return {after, *after.findRefund(u"rf-cancel-1"_qs)};
    }

    // Every insert into and update of `table` fails from now on, in this connection only.
    bool refuseWrites(const char *table)
    {
        cache::Database &db = m_env->session().database();
        for (const char *when : {"INSERT", "UPDATE"}) {
            const QByteArray sql = QByteArrayLiteral("CREATE TEMP TRIGGER refuse_") + table + '_' + when + " BEFORE "
                                   + when + " ON " + table + " BEGIN SELECT RAISE(ABORT, 'refused by the test'); END";
            if (db.execute(sql.constData()))
                return false;
        }
        return true;
    }

    std::unique_ptr<OperationsTestEnvironment> m_env;
};

QTEST_MAIN(TestActionDialogs)
#include "tst_actiondialogs.moc"
