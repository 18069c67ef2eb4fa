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
#include "ui/access/audittraildialog.h"
#include "ui/access/operatorsdialog.h"
#include "ui/paymentactions.h"

#include <QAction>
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

        // Nothing is sent in this test: the client points nowhere.
        QNetworkAccessManager network;
        ConnectionSettings settings;
        settings.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        DirectApiClient client(&network, settings,
                               std::make_shared<IntegrationKeyAuthenticator>(SecretText(QStringLiteral("k"))));
        PaymentOperations operations(client, *m_vault->session(), QStringLiteral("gui"));
        operations.setAccess(m_guard.get(), &approvals);

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
};

QTEST_MAIN(TestGuiOperators)
#include "tst_gui_operators.moc"
