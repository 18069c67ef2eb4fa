// What each role sees: actions its role does not allow are disabled (the core refuses them too,
// see tst_access and tst_accessoperations); the audit trail viewer pages, filters, verifies and
// exports; the approvals dialog refuses a rejection without a reason. Screenshots of the dialogs go
// to $DIRECTDESK_SCREENSHOT_DIR when set.

#include "core/access/accessguard.h"
#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/domain/moneyformat.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/sync/paymentoperations.h"
#include "models/format.h"
#include "ui/access/approvalsdialog.h"
#include "ui/access/approveprompt.h"
#include "ui/access/audittraildialog.h"
#include "ui/access/operatorform.h"
#include "ui/access/operatorsdialog.h"
#include "ui/access/thresholdform.h"
#include "ui/paymentactions.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QPushButton>
#include <QTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::access;

Q_DECLARE_METATYPE(dd::access::Role)

namespace {

const QString ManagerPass = QStringLiteral("manager passphrase 42");
const QString SupportPass = QStringLiteral("support passphrase 43");

Payment confirmedPayment()
{
    Payment payment;
    payment.hash = QStringLiteral("a1");
    payment.status = PaymentStatus::Confirmed;
    payment.amountExt = Money(10000, QStringLiteral("BRL"));
    payment.currencyExt = QStringLiteral("BRL");
    return payment;
}

Payment preAuthorization()
{
    Payment payment = confirmedPayment();
    payment.status = PaymentStatus::Pending;
    payment.preApproved = true;
    payment.captureAvailable = true;
    return payment;
}

void shoot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("DIRECTDESK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(dir + u'/' + name + u".png");
}

} // namespace

class TestGuiOperators : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<AccessGuard> m_guard;
    std::unique_ptr<OperatorDirectory> m_operators;

    // Payment operations whose client points nowhere: nothing is sent in these tests.
    struct OperationsSendingNothing
    {
        OperationsSendingNothing(StoreSession &session, AccessGuard &guard, RefundApprovals &approvals)
            : client(&network, nowhere(),
                     std::make_shared<IntegrationKeyAuthenticator>(SecretText(QStringLiteral("k"))))
            , operations(client, session, QStringLiteral("gui"))
        {
            operations.setAccess(&guard, &approvals);
        }
        static ConnectionSettings nowhere()
        {
            ConnectionSettings settings;
            settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
            return settings;
        }
        QNetworkAccessManager network;
        DirectApiClient client;
        PaymentOperations operations;
    };

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        VaultOptions options;
        options.limits = cache::KeyDerivationLimits::fastForTests();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("c.ddc")), options);
        QVERIFY(m_vault->create(ManagerPass, ManagerPass));
        m_guard = std::make_unique<AccessGuard>(m_vault->session()->audit());
        m_operators = std::make_unique<OperatorDirectory>(*m_vault, *m_vault->session(), *m_guard);
        QVERIFY(m_operators->signIn(QStringLiteral("boss")));
        QVERIFY(m_operators->addOperator(QStringLiteral("sam"), Role::Support, SupportPass, SupportPass));
    }
    void cleanup()
    {
        m_operators.reset();
        m_guard.reset();
        m_vault.reset();
    }

    void actionsFollowTheRole_data()
    {
        QTest::addColumn<Role>("role");
        QTest::newRow("finance") << Role::Finance;
        QTest::newRow("support") << Role::Support;
        QTest::newRow("manager") << Role::Manager;
    }
    void actionsFollowTheRole()
    {
        QFETCH(Role, role);
        const bool acts = role != Role::Finance;
        m_guard->signIn(Operator{QStringLiteral("x"), QStringLiteral("pat"), role, 0});
        QWidget owner;
        PaymentActions actions(&owner);
        PaymentActions::Context context;
        context.unlocked = true;
        context.hasOperations = true;
        context.selectedRows = 1;
        context.guard = m_guard.get();

        context.payment = confirmedPayment();
        actions.setContext(context);
        QCOMPARE(actions.refund->isEnabled(), acts);
        QCOMPARE(actions.newPayment->isEnabled(), acts);
        QCOMPARE(actions.lookUp->isEnabled(), acts);
        QCOMPARE(actions.connectionSettings->isEnabled(), role == Role::Manager);
        QVERIFY(actions.copyRows->isEnabled());   // reading stays open to everyone
        QVERIFY(actions.auditTrail->isEnabled());

        context.payment = preAuthorization();
        actions.setContext(context);
        QCOMPARE(actions.capture->isEnabled(), acts);
        QCOMPARE(actions.cancelPayment->isEnabled(), acts);

        // Without an operator model the window behaves as before.
        context.guard = nullptr;
        actions.setContext(context);
        QVERIFY(actions.capture->isEnabled());
    }

    void auditViewerFiltersVerifiesAndExports()
    {
        AuditStore &audit = m_vault->session()->audit();
        for (int i = 0; i < 230; ++i) {
            AuditEntry entry;
            entry.actor = i % 2 ? QStringLiteral("sam") : QStringLiteral("boss");
            entry.action = i % 3 ? QStringLiteral("refund") : QStringLiteral("capture");
            entry.parameters = {{QStringLiteral("hash"), QStringLiteral("h%1").arg(i)}};
            entry.result = QStringLiteral("SUCCESS");
            QVERIFY(audit.append(entry));
        }
        m_guard->signIn(*m_operators->operatorForPassphrase(SupportPass));
        AuditTrailDialog dialog(audit, *m_guard);
        dialog.show();
        QVERIFY(dialog.matchingRows() > 230);
        QCOMPARE(dialog.table()->rowCount(), AuditTrailDialog::PageSize);
        auto *text = dialog.findChild<QLineEdit *>();
        text->setText(QStringLiteral("h229"));
        QCOMPARE(dialog.matchingRows(), 1);
        QCOMPARE(dialog.table()->item(0, 2)->text(), QStringLiteral("sam"));
        // Codes read as words; the code itself is the tool tip (h229: i = 229, a refund).
        QCOMPARE(dialog.table()->item(0, 3)->text(), QStringLiteral("Refund"));
        QCOMPARE(dialog.table()->item(0, 3)->toolTip(), QStringLiteral("refund"));
        QCOMPARE(dialog.table()->item(0, 4)->text(), QStringLiteral("Succeeded"));
        QCOMPARE(dialog.table()->item(0, 4)->toolTip(), QStringLiteral("SUCCESS"));
        // Dates as the payments table writes them (a four-digit year; Qt's short format has two).
        QVERIFY2(dialog.table()->item(0, 1)->text().startsWith(formatDate(QDate::currentDate())),
                 qPrintable(dialog.table()->item(0, 1)->text()));
        text->clear();
        QVERIFY(dialog.verifyNow());
        QVERIFY(dialog.verifyLabel()->text().contains(QStringLiteral("Intact")));
        shoot(dialog, QStringLiteral("audit-trail-dialog"));
        // Support may not export: refused in core and recorded.
        const QString csv = m_dir->filePath(QStringLiteral("audit.csv"));
        QVERIFY(!dialog.exportTo(csv).isEmpty());
        QVERIFY(!QFile::exists(csv));
        QCOMPARE(audit.last()->action, QStringLiteral("access_denied"));

        m_guard->signIn(*m_operators->operatorForPassphrase(ManagerPass));
        QVERIFY(dialog.exportTo(csv).isEmpty());
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("id,time_utc,actor,action,parameters,result,chain_hash"));
    }

    void approvalsDialogNeedsAReasonAndAnotherManager()
    {
        RefundApprovals approvals(*m_vault->session(), *m_guard);
        m_guard->signIn(*m_operators->operatorForPassphrase(SupportPass));
        RefundRequest request;
        request.hash = QStringLiteral("abc");
        request.amount = Money(90000, QStringLiteral("BRL"));
        request.merchantRefundCode = QStringLiteral("r-9");
        const qint64 id = approvals.request(request).value();

        OperationsSendingNothing offline(*m_vault->session(), *m_guard, approvals);
        PaymentOperations &operations = offline.operations;

        // Support sees the list but cannot decide.
        {
            ApprovalsDialog dialog(approvals, *m_operators, operations, *m_guard);
            QCOMPARE(dialog.table()->rowCount(), 1);
            // Money as everywhere in the window: the locale's marks and the currency's symbol.
            QCOMPARE(dialog.table()->item(0, 2)->text(), formatMoney(90000, QStringLiteral("BRL")));
            QVERIFY(!dialog.table()->item(0, 2)->text().contains(QStringLiteral("BRL")));
            QVERIFY(!dialog.reject(id, QStringLiteral("no")).isEmpty());
        }
        m_guard->signIn(*m_operators->operatorForPassphrase(ManagerPass));
        ApprovalsDialog dialog(approvals, *m_operators, operations, *m_guard);
        dialog.show();
        shoot(dialog, QStringLiteral("approvals-dialog"));
        // The requester's passphrase cannot approve their own request (sam is Support anyway).
        QVERIFY(!dialog.approve(id, SupportPass).isEmpty());
        QVERIFY(!dialog.approve(id, QStringLiteral("wrong passphrase 1")).isEmpty());
        const AccessError reasonRequired{AccessError::Code::ReasonRequired, std::nullopt, {}};
        QCOMPARE(dialog.reject(id, QStringLiteral(" ")), reasonRequired.message());
        QVERIFY(dialog.reject(id, QStringLiteral("duplicate")).isEmpty());
        QCOMPARE(dialog.table()->rowCount(), 0);
        QCOMPARE(approvals.find(id)->state, RefundApproval::State::Rejected);

        OperatorsDialog operatorsDialog(*m_operators, *m_guard);
        QCOMPARE(operatorsDialog.table()->rowCount(), 2);
        shoot(operatorsDialog, QStringLiteral("operators-dialog"));
    }

    // States and outcomes read as words, the hash is short (whole in its tool tip), Approve…/Reject…
    // wait for a waiting request to be selected, "Approve…" restates the request, and a refund that
    // fails after its approval reads "Approved, then failed" with the reason.
    void approvalsDialogSaysWhatHappened()
    {
        RefundApprovals approvals(*m_vault->session(), *m_guard);
        const Payment payment = confirmedPayment();   // R$100.00, hash "a1"
        Payment withCode = payment;
        withCode.hash = QStringLiteral("5f2e0c3a9b1d47e68a0c2b4d6e8f1a3c5e7092b4d6f8a1c3");   // 48 digits
        withCode.merchantPaymentCode = QStringLiteral("order-77");
        QVERIFY(m_vault->session()->payments().upsertMany({payment, withCode}));
        m_guard->signIn(*m_operators->operatorForPassphrase(SupportPass));
        RefundRequest tooMuch;   // more than the payment: refused before sending, once approved
        tooMuch.hash = payment.hash;
        tooMuch.amount = Money(90000, QStringLiteral("BRL"));
        tooMuch.description = QStringLiteral("damaged");
        tooMuch.merchantRefundCode = QStringLiteral("r-too-much");
        const qint64 failing = approvals.request(tooMuch).value();
        RefundRequest fine = tooMuch;
        fine.hash = withCode.hash;
        fine.amount = Money(5000, QStringLiteral("BRL"));
        fine.description = QStringLiteral("Customer returned the blue one");
        fine.merchantRefundCode = QStringLiteral("r-fine");
        const qint64 waiting = approvals.request(fine).value();

        OperationsSendingNothing offline(*m_vault->session(), *m_guard, approvals);
        PaymentOperations &operations = offline.operations;

        // Support: the list, without the buttons even for a selected row.
        {
            ApprovalsDialog dialog(approvals, *m_operators, operations, *m_guard);
            dialog.table()->selectRow(0);
            QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("approveButton"))->isEnabled());
            QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("rejectButton"))->isEnabled());
        }

        m_guard->signIn(*m_operators->operatorForPassphrase(ManagerPass));
        ApprovalsDialog dialog(approvals, *m_operators, operations, *m_guard);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *approve = dialog.findChild<QPushButton *>(QStringLiteral("approveButton"));
        auto *reject = dialog.findChild<QPushButton *>(QStringLiteral("rejectButton"));
        QTableWidget *table = dialog.table();
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(table->selectedItems().isEmpty());
        QVERIFY(!approve->isEnabled());
        QVERIFY(!reject->isEnabled());
        const int row = table->item(0, ApprovalsDialog::IdColumn)->text() == QString::number(waiting) ? 0 : 1;
        QCOMPARE(table->item(row, ApprovalsDialog::StateColumn)->text(), QStringLiteral("Waiting"));
        QCOMPARE(table->item(row, ApprovalsDialog::PaymentColumn)->text(), QStringLiteral("5f2e0c3a9b1d…"));
        QCOMPARE(table->item(row, ApprovalsDialog::PaymentColumn)->toolTip(), withCode.hash);
        QCOMPARE(table->item(row, ApprovalsDialog::ReasonColumn)->text(), fine.description);
        // The reason is in view beside the hash, not pushed past the table's edge.
        QVERIFY(table->columnViewportPosition(ApprovalsDialog::ReasonColumn) < table->viewport()->width());

        // "Approve…" restates what is approved; cancelled, nothing is decided.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(row, ApprovalsDialog::AmountColumn)).center());
        QVERIFY(approve->isEnabled());
        QVERIFY(reject->isEnabled());
        QString summary;
        bool approveOffered = true;
        QTimer::singleShot(0, this, [&] {
            auto *prompt = qobject_cast<ApprovePrompt *>(QApplication::activeModalWidget());
            if (!prompt)
                return;
            summary = prompt->findChild<QLabel *>(QStringLiteral("approvalSummary"))->text();
            approveOffered = prompt->findChild<QPushButton *>(QStringLiteral("approveButton"))->isEnabled();
            shoot(*prompt, QStringLiteral("approve-prompt"));
            prompt->reject();
        });
        QTest::mouseClick(approve, Qt::LeftButton);
        for (const QString &part : {formatMoney(5000, QStringLiteral("BRL")), withCode.hash, QStringLiteral("order-77"),
                                    QStringLiteral("sam"), fine.description, QStringLiteral("r-fine")})
            QVERIFY2(summary.contains(part), qPrintable(summary + u" lacks " + part));
        QVERIFY(!approveOffered);   // no passphrase typed yet
        QCOMPARE(approvals.find(waiting)->state, RefundApproval::State::Awaiting);

        // Approved, then refused before sending: said so, with the reason, in the list and below it.
        QVERIFY(dialog.approve(failing, ManagerPass).isEmpty());
        auto *status = dialog.findChild<QLabel *>(QStringLiteral("statusLabel"));
        QTRY_VERIFY(status->text().contains(QStringLiteral("was approved, but the refund was not sent")));
        QCOMPARE(approvals.find(failing)->outcomeCode(), QStringLiteral("validation"));
        QVERIFY(!approvals.find(failing)->outcomeDetail().isEmpty());
        dialog.findChild<QCheckBox *>()->setChecked(true);
        QCOMPARE(table->rowCount(), 2);
        const int failed = table->item(0, ApprovalsDialog::IdColumn)->text() == QString::number(failing) ? 0 : 1;
        QCOMPARE(table->item(failed, ApprovalsDialog::StateColumn)->text(), QStringLiteral("Approved, then failed"));
        const QString outcome = table->item(failed, ApprovalsDialog::OutcomeColumn)->text();
        const QString detail = approvals.find(failing)->outcomeDetail();
        QVERIFY2(outcome.startsWith(QStringLiteral("Refused before sending: ") + detail), qPrintable(outcome));
        QVERIFY2(!status->text().contains(QStringLiteral("amount:")), qPrintable(status->text()));
        // A decided row selected: nothing to approve or reject.
        table->selectRow(failed);
        QVERIFY(!approve->isEnabled());
        QVERIFY(!reject->isEnabled());
        QVERIFY(dialog.reject(waiting, QStringLiteral("customer kept it")).isEmpty());
        const int rejected = 1 - failed;
        QCOMPARE(table->item(rejected, ApprovalsDialog::StateColumn)->text(), QStringLiteral("Rejected"));
        QCOMPARE(table->item(rejected, ApprovalsDialog::OutcomeColumn)->text(), QStringLiteral("customer kept it"));
        shoot(dialog, QStringLiteral("approvals-decided"));
    }

    // With nothing waiting the window says so, rather than showing an empty table alone.
    void emptyApprovalsSayWhy()
    {
        RefundApprovals approvals(*m_vault->session(), *m_guard);
        QNetworkAccessManager network;
        DirectApiClient client(&network, ConnectionSettings{},
                               std::make_shared<IntegrationKeyAuthenticator>(SecretText(QStringLiteral("k"))));
        PaymentOperations operations(client, *m_vault->session(), QStringLiteral("gui"));
        ApprovalsDialog dialog(approvals, *m_operators, operations, *m_guard);
        dialog.show();
        QCOMPARE(dialog.table()->rowCount(), 0);
        auto *empty = dialog.findChild<QLabel *>(QStringLiteral("emptyLabel"));
        QVERIFY(empty->isVisible());
        QCOMPARE(empty->text(), QStringLiteral("No refund waits for approval."));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("approveButton"))->isEnabled());
    }
    // Adding an operator is one form: what the vault would refuse is said in it before anything is
    // written, and the name, role and passphrases typed stay where they were.
    void operatorFormRefusesBadInput_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("passphrase");
        QTest::addColumn<QString>("again");
        QTest::addColumn<QString>("problem");
        const QString good = QStringLiteral("finance passphrase 44");
        QTest::newRow("no name") << QString() << good << good << QStringLiteral("name");
        QTest::newRow("blank name") << QStringLiteral("   ") << good << good << QStringLiteral("name");
        QTest::newRow("no passphrase") << QStringLiteral("fabio") << QString() << QString()
                                       << QStringLiteral("passphrase");
        QTest::newRow("too short") << QStringLiteral("fabio") << QStringLiteral("short1") << QStringLiteral("short1")
                                   << QStringLiteral("12");
        QTest::newRow("differ") << QStringLiteral("fabio") << good << QStringLiteral("finance passphrase 45")
                                << QStringLiteral("differ");
        QTest::newRow("name taken") << QStringLiteral("sam") << good << good << QStringLiteral("exists");
    }
    void operatorFormRefusesBadInput()
    {
        QFETCH(QString, name);
        QFETCH(QString, passphrase);
        QFETCH(QString, again);
        QFETCH(QString, problem);
        const qsizetype operatorsBefore = m_operators->operators().size();
        const qsizetype slotsBefore = m_vault->keySlotNames().value().size();
        OperatorForm form(*m_operators);
        form.show();
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("nameEdit")), name);
        auto *role = form.findChild<QComboBox *>(QStringLiteral("roleCombo"));
        role->setCurrentIndex(role->findData(static_cast<int>(Role::Finance)));
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("passphraseEdit")), passphrase);
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("confirmationEdit")), again);
        auto *add = form.findChild<QPushButton *>(QStringLiteral("addButton"));
        auto *label = form.findChild<QLabel *>(QStringLiteral("problemLabel"));
        if (add->isEnabled())   // only the access layer knows the name is taken
            add->click();
        QVERIFY2(label->text().contains(problem, Qt::CaseInsensitive), qPrintable(label->text()));
        QVERIFY(form.isVisible());
        QVERIFY(!form.added());
        // Nothing written, nothing lost.
        QCOMPARE(m_operators->operators().size(), operatorsBefore);
        QCOMPARE(m_vault->keySlotNames().value().size(), slotsBefore);
        QCOMPARE(form.findChild<QLineEdit *>(QStringLiteral("nameEdit"))->text(), name);
        QCOMPARE(role->currentData().toInt(), static_cast<int>(Role::Finance));
        QCOMPARE(form.findChild<QLineEdit *>(QStringLiteral("passphraseEdit"))->text(), passphrase);
        QCOMPARE(form.findChild<QLineEdit *>(QStringLiteral("confirmationEdit"))->text(), again);
    }

    void operatorFormAddsWithItsStrengthMeter()
    {
        OperatorForm form(*m_operators);
        form.show();
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("nameEdit")), QStringLiteral("fabio"));
        auto *role = form.findChild<QComboBox *>(QStringLiteral("roleCombo"));
        role->setCurrentIndex(role->findData(static_cast<int>(Role::Finance)));
        auto *strength = form.findChild<QLabel *>(QStringLiteral("strengthLabel"));
        QVERIFY(strength);
        const QString empty = strength->text();
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("passphraseEdit")), QStringLiteral("finance passphrase 44"));
        QVERIFY(strength->text() != empty);
        QTest::keyClicks(form.findChild<QLineEdit *>(QStringLiteral("confirmationEdit")), QStringLiteral("finance passphrase 44"));
        QSignalSpy accepted(&form, &QDialog::accepted);
        form.findChild<QPushButton *>(QStringLiteral("addButton"))->click();
        QCOMPARE(accepted.count(), 1);
        QVERIFY(form.added());
        bool found = false;
        for (const Operator &op : m_operators->operators())
            found = found || (op.name == QStringLiteral("fabio") && op.role == Role::Finance);
        QVERIFY(found);
    }

    // The threshold: a currency by name, an amount in the user's locale, money shown as money, and
    // what was saved said in the form. Bad input changes nothing and keeps what was typed.
    void thresholdFormRefusesBadInput_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<bool>("asSupport");
        QTest::newRow("empty") << QStringLiteral("BRL") << QString() << false;
        QTest::newRow("letters") << QStringLiteral("BRL") << QStringLiteral("trezentos") << false;
        QTest::newRow("English decimal") << QStringLiteral("BRL") << QStringLiteral("300.50") << false;
        QTest::newRow("three decimals") << QStringLiteral("BRL") << QStringLiteral("300,505") << false;
        QTest::newRow("zero") << QStringLiteral("BRL") << QStringLiteral("0,00") << false;
        QTest::newRow("negative") << QStringLiteral("BRL") << QStringLiteral("-300") << false;
        QTest::newRow("pesos with cents") << QStringLiteral("CLP") << QStringLiteral("300,50") << false;
        QTest::newRow("support may not") << QStringLiteral("BRL") << QStringLiteral("300,00") << true;
    }
    void thresholdFormRefusesBadInput()
    {
        QFETCH(QString, currency);
        QFETCH(QString, amount);
        QFETCH(bool, asSupport);
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
        RefundApprovals approvals(*m_vault->session(), *m_guard);
        if (asSupport)
            m_guard->signIn(Operator{QStringLiteral("x"), QStringLiteral("sam"), Role::Support, 0});
        ThresholdForm form(approvals);
        form.show();
        auto *currencies = form.findChild<QComboBox *>(QStringLiteral("currencyCombo"));
        currencies->setCurrentIndex(currencies->findData(currency));
        auto *edit = form.findChild<QLineEdit *>(QStringLiteral("amountEdit"));
        edit->clear();
        QTest::keyClicks(edit, amount);
        form.findChild<QPushButton *>(QStringLiteral("saveButton"))->click();
        auto *problem = form.findChild<QLabel *>(QStringLiteral("problemLabel"));
        QVERIFY(problem->isVisible());
        QVERIFY(!problem->text().isEmpty());
        QVERIFY(form.findChild<QLabel *>(QStringLiteral("savedLabel"))->text().isEmpty());
        QVERIFY(!approvals.threshold(currency));
        QCOMPARE(edit->text(), amount);
        QCOMPARE(form.currentCurrency(), currency);
    }

    void thresholdFormSavesAndSaysWhat()
    {
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
        RefundApprovals approvals(*m_vault->session(), *m_guard);
        ThresholdForm form(approvals);
        form.show();
        auto *currencies = form.findChild<QComboBox *>(QStringLiteral("currencyCombo"));
        QVERIFY(currencies->itemText(currencies->findData(QStringLiteral("BRL"))).contains(u"Brazilian real"));
        currencies->setCurrentIndex(currencies->findData(QStringLiteral("BRL")));
        auto *edit = form.findChild<QLineEdit *>(QStringLiteral("amountEdit"));
        QTest::keyClicks(edit, QStringLiteral("1.234,56"));
        form.findChild<QPushButton *>(QStringLiteral("saveButton"))->click();
        QCOMPARE(approvals.threshold(QStringLiteral("BRL")), std::optional(Money(123456, QStringLiteral("BRL"))));
        const QString shown = formatMoney(123456, QStringLiteral("BRL"), QLocale(QLocale::Portuguese, QLocale::Brazil));
        QVERIFY(shown.startsWith(u"R$"));
        const QString saved = form.findChild<QLabel *>(QStringLiteral("savedLabel"))->text();
        QVERIFY2(saved.contains(shown), qPrintable(saved));
        const QString current = form.findChild<QLabel *>(QStringLiteral("currentLabel"))->text();
        QVERIFY2(current.contains(shown) && !current.contains(u"BRL 1234"), qPrintable(current));
        QCOMPARE(edit->text(), QStringLiteral("1.234,56"));   // shown again as typed: grouped, in the locale
        QVERIFY(form.findChild<QPushButton *>(QStringLiteral("removeButton"))->isEnabled());
        form.findChild<QPushButton *>(QStringLiteral("removeButton"))->click();
        QVERIFY(!approvals.threshold(QStringLiteral("BRL")));
        QVERIFY(!form.findChild<QLabel *>(QStringLiteral("savedLabel"))->text().isEmpty());
    }
};

QTEST_MAIN(TestGuiOperators)
#include "tst_gui_operators.moc"
