// RefundDialog driven by objectName against the in-process sandbox and a fresh temporary cache.

#include "dialogtesthelpers.h"
#include "operationstestenv.h"

#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/domain/requests.h"
#include "core/gateway/requestvalidator.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/messagebox.h"

#include <QComboBox>
#include <QGroupBox>
#include <QScopeGuard>
#include <QPushButton>
#include <QRadioButton>

using namespace dd;
using namespace dd::test;

class TestRefundDialog : public QObject
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
        m_hash = m_env->createCardPayment(true, QStringLiteral("br"), QStringLiteral("BRL"), QStringLiteral("100.00"));
        const std::optional<Payment> payment = m_env->importPayment(m_hash);
        QVERIFY(payment);
        m_payment = *payment;
        m_dialog = std::make_unique<RefundDialog>(m_env->operations(), m_payment);
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
    }

    void cleanup()
    {
        m_dialog.reset();
        m_env.reset();
    }

    void showsPaidRefundedRemaining()
    {
        QCOMPARE(control<QLabel>(m_dialog.get(), "paidLabel")->text(), u"R$\u00a0100,00"_qs);
        QCOMPARE(control<QLabel>(m_dialog.get(), "refundedLabel")->text(), u"R$\u00a00,00"_qs);
        QCOMPARE(control<QLabel>(m_dialog.get(), "remainingLabel")->text(), u"R$\u00a0100,00"_qs);
        // Full refund: the amount is what remains, read-only; the code is prefilled.
        QVERIFY(control<QRadioButton>(m_dialog.get(), "fullRefundRadio")->isChecked());
        QCOMPARE(control<QLineEdit>(m_dialog.get(), "amountEdit")->text(), u"100,00"_qs);
        QVERIFY(control<QLineEdit>(m_dialog.get(), "amountEdit")->isReadOnly());
        QVERIFY(control<QLineEdit>(m_dialog.get(), "merchantRefundCodeEdit")->text().startsWith(u"dd-"));
        QVERIFY(control<QGroupBox>(m_dialog.get(), "bankInfoGroup")->isVisible());
        // Nothing may be sent before a reason is given: the button says why instead of asking.
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "descriptionError")).isEmpty());
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "descriptionError")).contains(u"reason"));
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

    void partialRefundWithBankInfo()
    {
        fillPartialRefund(u"25,50"_qs, u"rf-gui-1"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankNameEdit"), u"Banco do Brasil"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankBranchEdit"), u"1234-5"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankAccountEdit"), u"987654-3"_qs);
        // A value the gateway never listed is kept as typed.
        QTest::keyClicks(control<QComboBox>(m_dialog.get(), "accountTypeCombo"), u"conta-salario"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "holderDocumentEdit"), u"85351346893"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "holderNameEdit"), u"Jose Silva"_qs);
        auto *refund = control<QPushButton>(m_dialog.get(), "refundButton");
        QVERIFY(refund->isEnabled());

        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(refund, Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);

        // The confirmation showed what is sent, masked.
        QCOMPARE(MessageBox::shownTexts().size(), 1);
        const QString confirmation = MessageBox::shownTexts().first();
        QVERIFY(confirmation.contains(u"amount: 25.50"));
        QVERIFY(confirmation.contains(u"rf-gui-1"));
        QVERIFY(confirmation.contains(u"conta-salario"));
        QVERIFY(!confirmation.contains(u"987654"));
        QVERIFY(!confirmation.contains(u"85351346893"));

        const Payment after = *m_env->cachedPayment(m_hash);
        const Refund *stored = after.findRefund(u"rf-gui-1"_qs);
        QVERIFY(stored);
        QCOMPARE(stored->amount, Money(2550, u"BRL"_qs));
        QCOMPARE(stored->description, u"Damaged in transit"_qs);
        QVERIFY(stored->bankInfo);
        QCOMPARE(stored->bankInfo->accountType, u"conta-salario"_qs);
        QVERIFY(control<QLabel>(m_dialog.get(), "resultLabel")->text().contains(u"rf-gui-1"));
        QVERIFY(!refund->isEnabled());   // sent once; the dialog does not offer it again
        QCOMPARE(m_env->audit().last()->action, u"refund"_qs);
    }

    // A suggested account type is shown in the interface's language and sent as the same word in
    // every language: the Portuguese "poupança" went out as "poupança".
    void suggestedAccountTypeIsSentInOneLanguage()
    {
        fillPartialRefund(u"10,00"_qs, u"rf-gui-type"_qs);
        QTest::keyClicks(control<QLineEdit>(m_dialog.get(), "bankAccountEdit"), u"987654-3"_qs);
        auto *type = control<QComboBox>(m_dialog.get(), "accountTypeCombo");
        const int savings = type->findData(u"savings"_qs);
        QVERIFY(savings > 0);
        type->setItemText(savings, u"poupança"_qs);   // as the pt_BR translation shows it
        type->setCurrentIndex(savings);
        QCOMPARE(type->currentText(), u"poupança"_qs);
        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const Payment after = *m_env->cachedPayment(m_hash);
        const Refund *stored = after.findRefund(u"rf-gui-type"_qs);
        QVERIFY(stored);
        QVERIFY(stored->bankInfo);
        QCOMPARE(stored->bankInfo->accountType, u"savings"_qs);
    }

    void fullRefundLeavesNoErrorBehind()
    {
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Order cancelled"_qs);
        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCoreApplication::processEvents();
        QCOMPARE(control<QLabel>(m_dialog.get(), "remainingLabel")->text(), u"R$\u00a00,00"_qs);
        for (QLabel *label : m_dialog->findChildren<QLabel *>()) {
            if (label->objectName().endsWith(u"Error"_qs))
                QVERIFY2(label->isHidden() && label->text().isEmpty(), qPrintable(label->objectName() + u": "_qs + label->text()));
        }
    }

    void declinedConfirmationSendsNothing()
    {
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Order cancelled"_qs);
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 0);
        QTest::qWait(50);
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
        QVERIFY(m_env->cachedPayment(m_hash)->refunds.isEmpty());
        QVERIFY(control<QPushButton>(m_dialog.get(), "refundButton")->isEnabled());
    }

    void invalidInputIsRefusedInline_data()
    {
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("description");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("errorLabel");
        QTest::addColumn<QString>("errorContains");
        const QString ok = u"Order cancelled"_qs;
        QTest::newRow("amount empty") << u""_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"Enter an amount"_qs;
        QTest::newRow("amount letters") << u"abc"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"Not an amount"_qs;
        QTest::newRow("amount zero") << u"0,00"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"greater than zero"_qs;
        QTest::newRow("amount negative") << u"-5,00"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"Not an amount"_qs;
        // Grouping beside the decimal mark is read (R$ 1.234,56), then refused as more than remains.
        QTest::newRow("both marks") << u"1.234,56"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"At most"_qs;
        QTest::newRow("grouping alone") << u"1.234"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"Ambiguous"_qs;
        QTest::newRow("dot as decimal in pt_BR") << u"12.50"_qs << ok << u"rf-1"_qs << u"amountError"_qs
                                                 << u"wrong place"_qs;
        QTest::newRow("grouping after mark") << u"12,5.00"_qs << ok << u"rf-1"_qs << u"amountError"_qs
                                             << u"wrong place"_qs;
        QTest::newRow("three decimals") << u"10,001"_qs << ok << u"rf-1"_qs << u"amountError"_qs
                                        << u"two decimal places"_qs;
        QTest::newRow("two decimal marks") << u"1,2,3"_qs << ok << u"rf-1"_qs << u"amountError"_qs
                                           << u"Not an amount"_qs;
        QTest::newRow("exponent") << u"1e3"_qs << ok << u"rf-1"_qs << u"amountError"_qs << u"Not an amount"_qs;
        QTest::newRow("more than remains") << u"100,01"_qs << ok << u"rf-1"_qs << u"amountError"_qs
                                           << u"remains"_qs;
        QTest::newRow("description empty") << u"10,00"_qs << u""_qs << u"rf-1"_qs << u"descriptionError"_qs
                                           << u"reason"_qs;
        QTest::newRow("description blank") << u"10,00"_qs << u"   "_qs << u"rf-1"_qs << u"descriptionError"_qs
                                           << u"reason"_qs;
        QTest::newRow("description over 1500") << u"10,00"_qs << QString(1501, u'x') << u"rf-1"_qs
                                               << u"descriptionError"_qs << u"1500"_qs;
        QTest::newRow("code over 40") << u"10,00"_qs << ok << QString(41, u'c') << u"merchantRefundCodeError"_qs
                                      << u"40"_qs;
    }

    void invalidInputIsRefusedInline()
    {
        QFETCH(QString, amount);
        QFETCH(QString, description);
        QFETCH(QString, code);
        QFETCH(QString, errorLabel);
        QFETCH(QString, errorContains);
        clickIndicator(control<QRadioButton>(m_dialog.get(), "partialRefundRadio"));
        replaceText(control<QLineEdit>(m_dialog.get(), "amountEdit"), amount);
        auto *descriptionEdit = control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit");
        if (description.size() > 100)
            descriptionEdit->setPlainText(description);   // typing 1501 keys is slow and proves nothing more
        else
            replaceText(descriptionEdit, description);
        replaceText(control<QLineEdit>(m_dialog.get(), "merchantRefundCodeEdit"), code);

        auto *refund = control<QPushButton>(m_dialog.get(), "refundButton");
        QVERIFY(shownText(m_dialog->findChild<QLabel *>(errorLabel)).isEmpty());   // not left yet
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(refund, Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);   // no confirmation was even asked
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        const QString shown = shownText(m_dialog->findChild<QLabel *>(errorLabel));
        QVERIFY2(shown.contains(errorContains), qPrintable(errorLabel + u": "_qs + shown));
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

    // One owner per rule: the dialog writes no rule of its own, it shows exactly what the
    // validator the client uses says about the same request.
    void showsExactlyTheValidatorsMessage_data()
    {
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("bankBranch");
        QTest::addColumn<QString>("bankName");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("errorLabel");
        QTest::newRow("amount above what remains") << u"100,01"_qs << u""_qs << u""_qs << u"amount"_qs
                                                   << u"amountError"_qs;
        QTest::newRow("bank branch letters") << u"10,00"_qs << u"12a4"_qs << u""_qs << u"bank_info"_qs
                                             << u"bankInfoError"_qs;
        QTest::newRow("bank name over 100") << u"10,00"_qs << u""_qs << QString(101, u'B') << u"bank_info"_qs
                                            << u"bankInfoError"_qs;
    }

    void showsExactlyTheValidatorsMessage()
    {
        QFETCH(QString, amount);
        QFETCH(QString, bankBranch);
        QFETCH(QString, bankName);
        QFETCH(QString, field);
        QFETCH(QString, errorLabel);
        fillPartialRefund(amount, u"rf-owner"_qs);
        replaceText(control<QLineEdit>(m_dialog.get(), "bankBranchEdit"), bankBranch);
        control<QLineEdit>(m_dialog.get(), "bankNameEdit")->setText(bankName);   // 101 keys prove nothing more
        RefundRequest same;
        same.hash = m_hash;
        same.amount = Money(parseLocalizedAmount(amount, QLocale()).value(), u"BRL"_qs);
        same.description = u"Damaged in transit"_qs;
        same.merchantRefundCode = u"rf-owner"_qs;
        same.bankInfo = BankInfo{bankName, bankBranch, {}, {}, {}, {}, {}};
        same.payment = m_payment;
        QStringList expected;
        for (const FieldProblem &problem : errorsOnly(RequestValidator::refund(same))) {
            if (problem.field.startsWith(field))
                expected.append(problem.message);
        }
        QCOMPARE(expected.size(), 1);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), 1);
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        QCOMPARE(shownText(control<QLabel>(m_dialog.get(), qPrintable(errorLabel))), expected.join(u'\n'));
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

    // An emptied code field: PaymentOperations makes the code (the dialog asks it), the
    // confirmation shows it, and the refund is stored under it.
    void emptiedCodeIsMadeByPaymentOperations()
    {
        fillPartialRefund(u"5,00"_qs, u"rf-x"_qs);
        auto *code = control<QLineEdit>(m_dialog.get(), "merchantRefundCodeEdit");
        replaceText(code, {});
        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString made = code->text();
        QVERIFY2(made.startsWith(u"dd-"), qPrintable(made));
        QVERIFY(MessageBox::shownTexts().first().contains(made));
        const Refund *stored = m_env->cachedPayment(m_hash)->findRefund(made);
        QVERIFY(stored);
        QCOMPARE(stored->amount, Money(500, u"BRL"_qs));
    }

    void longRefundCodeOnlyWarns()
    {
        QVERIFY(QTest::qWaitForWindowActive(m_dialog.get()));
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Order cancelled"_qs);
        typeAndLeave(control<QLineEdit>(m_dialog.get(), "merchantRefundCodeEdit"), QString(25, u'w'),
                     control<QPushButton>(m_dialog.get(), "closeButton"));
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "merchantRefundCodeWarning")).contains(u"20"));
        QVERIFY(shownText(control<QLabel>(m_dialog.get(), "merchantRefundCodeError")).isEmpty());
        QVERIFY(control<QPushButton>(m_dialog.get(), "refundButton")->isEnabled());
    }

    void bankInfoOnlyWhereTheCountryTakesIt_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<bool>("shown");
        QTest::newRow("br") << u"br"_qs << true;
        QTest::newRow("cl") << u"cl"_qs << true;
        QTest::newRow("co") << u"co"_qs << true;
        QTest::newRow("mx") << u"mx"_qs << true;
        QTest::newRow("ar") << u"ar"_qs << false;
        QTest::newRow("pe") << u"pe"_qs << false;
    }

    void bankInfoOnlyWhereTheCountryTakesIt()
    {
        QFETCH(QString, country);
        QFETCH(bool, shown);
        Payment payment = m_payment;
        payment.country = country;
        RefundDialog dialog(m_env->operations(), payment);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(control<QGroupBox>(&dialog, "bankInfoGroup")->isVisible(), shown);
    }

    // Spec 2.5 by country: only the fields its banks use, and the account types they have.
    void bankFormFollowsTheCountry_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<bool>("branch");
        QTest::addColumn<bool>("bankDetails");
        QTest::addColumn<QStringList>("accountTypes");
        QTest::newRow("br") << u"br"_qs << true << true
                            << QStringList{u"checking"_qs, u"savings"_qs, u"salary"_qs, u"payment"_qs};
        QTest::newRow("cl") << u"cl"_qs << false << false << QStringList{u"checking"_qs, u"vista"_qs, u"savings"_qs};
        QTest::newRow("co") << u"co"_qs << false << false << QStringList{u"savings"_qs, u"checking"_qs};
        QTest::newRow("mx: the CLABE says it all") << u"mx"_qs << false << false << QStringList{};
    }

    void bankFormFollowsTheCountry()
    {
        QFETCH(QString, country);
        QFETCH(bool, branch);
        QFETCH(bool, bankDetails);
        QFETCH(QStringList, accountTypes);
        Payment payment = m_payment;
        payment.country = country;
        RefundDialog dialog(m_env->operations(), payment);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(control<QLineEdit>(&dialog, "bankBranchEdit") != nullptr, branch);
        QCOMPARE(control<QLineEdit>(&dialog, "bankDetailsEdit") != nullptr, bankDetails);
        QVERIFY(control<QLineEdit>(&dialog, "bankAccountEdit")->isVisible());
        QVERIFY(control<QLineEdit>(&dialog, "holderDocumentEdit")->isVisible());
        QStringList offered;
        if (auto *types = control<QComboBox>(&dialog, "accountTypeCombo"))
            for (int i = 1; i < types->count(); ++i)
                offered.append(types->itemData(i).toString());
        QCOMPARE(offered, accountTypes);
    }

    // The validator's country rules, shown under the bank details; nothing can be sent meanwhile.
    void bankDetailsCheckedByCountry_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("account");
        QTest::addColumn<QString>("document");
        QTest::addColumn<bool>("refused");
        QTest::newRow("br CPF") << u"br"_qs << u"987654-3"_qs << u"853.513.468-93"_qs << false;
        QTest::newRow("br CPF check digits") << u"br"_qs << u"987654-3"_qs << u"853.513.468-39"_qs << true;
        QTest::newRow("cl RUT") << u"cl"_qs << u"00123456789"_qs << u"11.111.111-1"_qs << false;
        QTest::newRow("cl RUT with K") << u"cl"_qs << u"00123456789"_qs << u"10.000.013-K"_qs << false;
        QTest::newRow("cl RUT check digit") << u"cl"_qs << u"00123456789"_qs << u"11.111.111-2"_qs << true;
        QTest::newRow("cl account with a check digit") << u"cl"_qs << u"123456-7"_qs << QString() << true;
        QTest::newRow("co NIT") << u"co"_qs << u"123456789012"_qs << u"800197268-4"_qs << false;
        QTest::newRow("co NIT check digit") << u"co"_qs << u"123456789012"_qs << u"800197268-3"_qs << true;
        QTest::newRow("mx CLABE") << u"mx"_qs << u"032180000118359719"_qs << QString() << false;
        QTest::newRow("mx CLABE check digit") << u"mx"_qs << u"032180000118359718"_qs << QString() << true;
    }

    void bankDetailsCheckedByCountry()
    {
        QFETCH(QString, country);
        QFETCH(QString, account);
        QFETCH(QString, document);
        QFETCH(bool, refused);
        Payment payment = m_payment;
        payment.country = country;
        RefundDialog dialog(m_env->operations(), payment);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyClicks(control<QPlainTextEdit>(&dialog, "descriptionEdit"), u"Order cancelled"_qs);
        auto *close = control<QPushButton>(&dialog, "closeButton");
        typeAndLeave(control<QLineEdit>(&dialog, "bankAccountEdit"), account, close);
        if (!document.isEmpty())
            typeAndLeave(control<QLineEdit>(&dialog, "holderDocumentEdit"), document, close);
        const QString problem = shownText(control<QLabel>(&dialog, "bankInfoError"));
        QVERIFY2(problem.isEmpty() != refused, qPrintable(problem));
        // A refused form asks nothing; a good one asks (and is declined here).
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(control<QPushButton>(&dialog, "refundButton"), Qt::LeftButton);
        QCOMPARE(MessageBox::pendingAnswers(), refused ? 1 : 0);
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

    // A Chilean in Spanish refunds in whole pesos: "500.000" is five hundred thousand, a peso has no
    // cents, and the amounts show none.
    void chileanRefundInWholePesos()
    {
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Chile));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil)); });
        const QString hash = m_env->createCardPayment(true, u"cl"_qs, u"CLP"_qs, u"1000000.00"_qs);
        const std::optional<Payment> payment = m_env->importPayment(hash);
        QVERIFY(payment);
        RefundDialog dialog(m_env->operations(), *payment);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        const QString paid = control<QLabel>(&dialog, "paidLabel")->text();
        QVERIFY2(paid.contains(u"1.000.000") && !paid.contains(u"1.000.000,"), qPrintable(paid));
        QCOMPARE(control<QLineEdit>(&dialog, "amountEdit")->text(), u"1.000.000"_qs);   // grouped, as the labels

        clickIndicator(control<QRadioButton>(&dialog, "partialRefundRadio"));
        QTest::keyClicks(control<QPlainTextEdit>(&dialog, "descriptionEdit"), u"Talla equivocada"_qs);
        replaceText(control<QLineEdit>(&dialog, "merchantRefundCodeEdit"), u"rf-gui-clp"_qs);
        auto *amount = control<QLineEdit>(&dialog, "amountEdit");
        auto *refund = control<QPushButton>(&dialog, "refundButton");
        auto *description = control<QPlainTextEdit>(&dialog, "descriptionEdit");
        typeAndLeave(amount, u"500.000,50"_qs, description);
        QVERIFY(shownText(control<QLabel>(&dialog, "amountError")).contains(u"CLP"));
        typeAndLeave(amount, u"500.000"_qs, description);
        QVERIFY(shownText(control<QLabel>(&dialog, "amountError")).isEmpty());
        QVERIFY(refund->isEnabled());

        QSignalSpy finished(&dialog, &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(refund, Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const Payment after = *m_env->cachedPayment(hash);
        const Refund *stored = after.findRefund(u"rf-gui-clp"_qs);
        QVERIFY(stored);
        QCOMPARE(stored->amount, Money(50000000, u"CLP"_qs));
    }

    void outcomeUnknownIsShownAndCheckedNow()
    {
        QVERIFY(m_env->addFault(u"hang"_qs, u"/ws/refund"_qs));
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Order cancelled"_qs);
        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QVERIFY(control<QLabel>(m_dialog.get(), "resultLabel")->text().contains(u"Outcome unknown"));
        auto *checkNow = control<QPushButton>(m_dialog.get(), "checkNowButton");
        QVERIFY(checkNow->isVisible());
        QVERIFY(!control<QPushButton>(m_dialog.get(), "refundButton")->isEnabled());
        QVERIFY(m_env->operations().hasUnresolvedIntent(m_hash));

        QTest::mouseClick(checkNow, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_env->operations().hasUnresolvedIntent(m_hash), 15000);
        QTRY_VERIFY(control<QLabel>(m_dialog.get(), "resultLabel")->text().contains(u"did not take effect"));
        QVERIFY(!checkNow->isVisible());
        // Not applied: the same refund may be sent again, with the same merchant code.
        QVERIFY(control<QPushButton>(m_dialog.get(), "refundButton")->isEnabled());
    }

    // A Support refund above the threshold: the confirmation says it waits for a Manager, the result
    // is a plain "waiting" (no validation heading, no field key) and the button is not offered again;
    // a second dialog for the payment is refused, naming the waiting request. Nothing is sent.
    void refundAboveThresholdWaitsAndIsAskedOnce()
    {
        access::AccessGuard guard(m_env->audit());
        access::RefundApprovals approvals(m_env->session(), guard);
        const auto noAccess = qScopeGuard([this] { m_env->operations().setAccess(nullptr, nullptr); });
        guard.signIn(access::Operator{u"slot-boss"_qs, u"boss"_qs, access::Role::Manager, 0});
        QVERIFY(approvals.setThreshold(u"BRL"_qs, Money(3000, u"BRL"_qs)));
        guard.signIn(access::Operator{u"slot-sol"_qs, u"sol"_qs, access::Role::Support, 0});
        m_env->operations().setAccess(&guard, &approvals);

        fillPartialRefund(u"50,00"_qs, u"rf-gui-wait"_qs);
        auto *refund = control<QPushButton>(m_dialog.get(), "refundButton");
        QSignalSpy finished(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(refund, Qt::LeftButton);
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);   // taken: a kept draft would offer it again

        const QString confirmation = MessageBox::shownTexts().first();
        QVERIFY2(confirmation.startsWith(u"Ask a Manager to approve a refund of"), qPrintable(confirmation));
        QVERIFY(confirmation.contains(u"waits for a Manager's approval"));
        QCOMPARE(MessageBox::shownChoices().first().first(), u"Ask for approval"_qs);

        const QList<access::RefundApproval> waiting = approvals.list(access::RefundApproval::State::Awaiting);
        QCOMPARE(waiting.size(), 1);
        const QString result = control<QLabel>(m_dialog.get(), "resultLabel")->text();
        const QString expected = u"Waiting for approval (request %1)"_qs.arg(waiting.first().id);
        QVERIFY2(result.startsWith(expected), qPrintable(result));
        QVERIFY2(!result.contains(u"approval:") && !result.contains(u"need attention"), qPrintable(result));
        QVERIFY(!refund->isEnabled());
        QVERIFY(!control<QLineEdit>(m_dialog.get(), "amountEdit")->isEnabled());
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);

        // The agent opens the refund again: refused, the waiting request named, nothing stored or sent.
        m_dialog = std::make_unique<RefundDialog>(m_env->operations(), m_payment);
        m_dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
        fillPartialRefund(u"50,00"_qs, u"rf-gui-wait-2"_qs);
        QSignalSpy again(m_dialog.get(), &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(control<QPushButton>(m_dialog.get(), "refundButton"), Qt::LeftButton);
        QVERIFY(again.wait(15000));
        QCOMPARE(again.at(0).at(0).toBool(), false);
        const QString refused = control<QLabel>(m_dialog.get(), "resultLabel")->text();
        QVERIFY2(refused.startsWith(u"Refund request %1 for this payment already waits"_qs.arg(waiting.first().id)),
                 qPrintable(refused));
        QVERIFY2(!refused.contains(u"approval:"), qPrintable(refused));
        QCOMPARE(MessageBox::shownTexts().size(), 1);   // nothing asked: it could only be refused
        MessageBox::setNextAnswer(QMessageBox::NoButton);
        QCOMPARE(approvals.list(std::nullopt).size(), 1);
        QCOMPARE(m_env->requestCount(u"/ws/refund"_qs), 0);
    }

    void localizedAmountParsing_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("hundredths");   // -1: refused
        QTest::newRow("pt_BR comma") << u"pt_BR"_qs << u"12,34"_qs << qint64(1234);
        QTest::newRow("pt_BR grouping alone is ambiguous") << u"pt_BR"_qs << u"1.234"_qs << qint64(-1);
        QTest::newRow("pt_BR grouping with decimals") << u"pt_BR"_qs << u"1.234,00"_qs << qint64(123400);
        QTest::newRow("pt_BR bad grouping") << u"pt_BR"_qs << u"1.23"_qs << qint64(-1);
        QTest::newRow("en_US dot") << u"en_US"_qs << u"12.5"_qs << qint64(1250);
        QTest::newRow("en_US grouping alone is ambiguous") << u"en_US"_qs << u"12,345"_qs << qint64(-1);
        QTest::newRow("en_US comma decimal") << u"en_US"_qs << u"12,50"_qs << qint64(-1);
        QTest::newRow("en_US both") << u"en_US"_qs << u"1,234.50"_qs << qint64(123450);
        QTest::newRow("en_US both swapped") << u"en_US"_qs << u"1.234,50"_qs << qint64(-1);
        QTest::newRow("de_DE comma") << u"de_DE"_qs << u"0,05"_qs << qint64(5);
        QTest::newRow("fr_FR space grouping") << u"fr_FR"_qs << u"1 234,5"_qs << qint64(123450);
        QTest::newRow("no leading digit") << u"en_US"_qs << u".5"_qs << qint64(-1);
        QTest::newRow("trailing mark") << u"en_US"_qs << u"5."_qs << qint64(-1);
        QTest::newRow("arabic digits") << u"en_US"_qs << u"\u0661\u0662"_qs << qint64(-1);
    }

    void localizedAmountParsing()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(qint64, hundredths);
        const auto parsed = parseLocalizedAmount(text, QLocale(locale));
        if (hundredths < 0) {
            QVERIFY(!parsed);
        } else {
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
            QCOMPARE(parsed.value(), hundredths);
        }
    }

private:
    // A partial refund of `amount` (typed as in pt_BR) with a reason and `code`, ready to send.
    void fillPartialRefund(const QString &amount, const QString &code)
    {
        clickIndicator(control<QRadioButton>(m_dialog.get(), "partialRefundRadio"));
        replaceText(control<QLineEdit>(m_dialog.get(), "amountEdit"), amount);
        QTest::keyClicks(control<QPlainTextEdit>(m_dialog.get(), "descriptionEdit"), u"Damaged in transit"_qs);
        replaceText(control<QLineEdit>(m_dialog.get(), "merchantRefundCodeEdit"), code);
    }

    std::unique_ptr<OperationsTestEnvironment> m_env;
    std::unique_ptr<RefundDialog> m_dialog;
    QString m_hash;
    Payment m_payment;
};

QTEST_MAIN(TestRefundDialog)
#include "tst_refunddialog.moc"
