// Roles enforced inside PaymentOperations (the service the GUI and the CLI share) against the
// in-process sandbox: a refused action records no intent and sends nothing; a Support refund above
// the threshold waits, and goes out only after another operator (a Manager) approves it.

#include "operationstestenv.h"

#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/cache/intentlog.h"
#include "core/sync/paymentoperations.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace dd;
using namespace dd::access;
using dd::test::OperationsTestEnvironment;

Q_DECLARE_METATYPE(dd::access::Role)
Q_DECLARE_METATYPE(dd::access::Permission)

namespace {

std::unique_ptr<OperationCall> waitFor(OperationCall *call, int timeoutMs = 15000)
{
    call->setAutoDelete(false);
    std::unique_ptr<OperationCall> owned(call);
    if (!call->isFinished()) {
        QSignalSpy finished(call, &OperationCall::finished);
        if (!finished.wait(timeoutMs))
            return nullptr;
    }
    return owned;
}

QString wsPathOf(Permission permission)
{
    switch (permission) {
    case Permission::Capture: return QStringLiteral("/ws/capture");
    case Permission::Refund:
    case Permission::CancelRefund: return QStringLiteral("/ws/refund");
    case Permission::CancelPayment: return QStringLiteral("/ws/cancel");
    case Permission::CreatePayment: return QStringLiteral("/ws/direct");
    case Permission::Import: return QStringLiteral("/ws/query");
    default: return {};
    }
}

} // namespace

class TestAccessOperations : public QObject
{
    Q_OBJECT

    std::unique_ptr<OperationsTestEnvironment> m_env;
    std::unique_ptr<AccessGuard> m_guard;
    std::unique_ptr<RefundApprovals> m_approvals;

    OperationCall *attempt(Permission permission, const Payment &payment)
    {
        PaymentOperations &ops = m_env->operations();
        switch (permission) {
        case Permission::Capture: return ops.capture(payment, CaptureRequest{});
        case Permission::Refund: {
            RefundRequest request;
            request.amount = Money(1000, payment.currencyExt);
            request.description = QStringLiteral("returned");
            return ops.refund(payment, request);
        }
        case Permission::CancelRefund: {
            Refund refund;
            refund.id = QStringLiteral("12345");
            return ops.cancelRefund(payment, refund, QStringLiteral("mistake"));
        }
        case Permission::CancelPayment: return ops.cancelPayment(payment);
        case Permission::CreatePayment: return ops.createPayment(DirectRequest{});
        case Permission::Import: return ops.lookUp(payment.hash);
        default: return nullptr;
        }
    }

private slots:
    void init()
    {
        m_env = std::make_unique<OperationsTestEnvironment>(1500);
        QVERIFY2(m_env->isReady(), qPrintable(m_env->error()));
        m_guard = std::make_unique<AccessGuard>(m_env->audit());
        m_approvals = std::make_unique<RefundApprovals>(m_env->session(), *m_guard);
    }
    void cleanup()
    {
        m_env->operations().setAccess(nullptr, nullptr);
        m_approvals.reset();
        m_guard.reset();
        m_env.reset();
    }

    void rolesEnforcedInCore_data()
    {
        QTest::addColumn<Role>("role");
        QTest::addColumn<Permission>("permission");
        const QList<Permission> actions{Permission::Capture,       Permission::Refund,        Permission::CancelRefund,
                                        Permission::CancelPayment, Permission::CreatePayment, Permission::Import};
        for (Role role : allRoles()) {
            for (Permission permission : actions)
                QTest::addRow("%s %s", qPrintable(roleCode(role)), qPrintable(permissionCode(permission)))
                    << role << permission;
        }
    }
    void rolesEnforcedInCore()
    {
        QFETCH(Role, role);
        QFETCH(Permission, permission);
        // Imported before signing in (as the background refresh would).
        const QString hash = m_env->createCardPayment(false);
        const std::optional<Payment> payment = m_env->importPayment(hash);
        QVERIFY(payment);

        m_guard->signIn(Operator{QStringLiteral("slot-1"), QStringLiteral("pat"), role, 0});
        m_env->operations().setAccess(m_guard.get(), m_approvals.get());
        const int requestsBefore = m_env->requestCount(wsPathOf(permission));
        const int intentsBefore = int(m_env->intents().unresolved().size());
        auto call = waitFor(attempt(permission, *payment));
        QVERIFY(call);
        const bool allowed = permits(role, permission);
        QCOMPARE(call->isAccessDenied(), !allowed);
        if (allowed)
            return;
        QVERIFY(!call->succeeded());
        QCOMPARE(call->result().error().fields.first().field, QStringLiteral("access"));
        QCOMPARE(m_env->requestCount(wsPathOf(permission)), requestsBefore);
        QCOMPARE(int(m_env->intents().unresolved().size()), intentsBefore);
        const AuditEntry last = *m_env->audit().last();
        QCOMPARE(last.action, QStringLiteral("access_denied"));
        QCOMPARE(last.actor, QStringLiteral("pat"));
        QCOMPARE(last.parameters.value(QStringLiteral("permission")).toString(), permissionCode(permission));
    }

    void refundAboveThresholdWaitsForAnotherManager()
    {
        const QString hash = m_env->createCardPayment(true, QStringLiteral("br"), QStringLiteral("BRL"),
                                                      QStringLiteral("200.00"));
        const std::optional<Payment> payment = m_env->importPayment(hash);
        QVERIFY(payment);
        const Operator boss{QStringLiteral("slot-boss"), QStringLiteral("boss"), Role::Manager, 0};
        const Operator sam{QStringLiteral("slot-sam"), QStringLiteral("sam"), Role::Support, 0};
        m_guard->signIn(boss);
        QVERIFY(m_approvals->setThreshold(QStringLiteral("BRL"), Money(5000, QStringLiteral("BRL"))));
        m_env->operations().setAccess(m_guard.get(), m_approvals.get());

        // Support: up to the threshold it goes out at once; above it, it waits and nothing is sent.
        m_guard->signIn(sam);
        RefundRequest small;
        small.amount = Money(5000, QStringLiteral("BRL"));   // exactly the threshold
        small.description = QStringLiteral("partial");
        auto direct = waitFor(m_env->operations().refund(*payment, small));
        QVERIFY(direct && direct->succeeded());
        const int refundsBefore = m_env->requestCount(QStringLiteral("/ws/refund"));
        RefundRequest large;
        large.amount = Money(5001, QStringLiteral("BRL"));
        large.description = QStringLiteral("rest");
        auto waiting = waitFor(m_env->operations().refund(*payment, large));
        QVERIFY(waiting);
        QVERIFY(!waiting->succeeded());
        const qint64 id = waiting->awaitingApprovalId();
        QVERIFY(id > 0);
        QCOMPARE(waiting->result().error().fields.first().field, QStringLiteral("approval"));
        QCOMPARE(m_env->requestCount(QStringLiteral("/ws/refund")), refundsBefore);
        QVERIFY(m_env->intents().unresolved().isEmpty());
        QCOMPARE(m_approvals->list(RefundApproval::State::Awaiting).size(), 1);

        // Asked again while it waits (same amount, same merchant refund code: a worried retry):
        // refused, naming the waiting request; nothing stored twice, nothing sent, no intent.
        auto retry = waitFor(m_env->operations().refund(*payment, m_approvals->find(id)->toRequest()));
        QVERIFY(retry && !retry->succeeded());
        QCOMPARE(retry->awaitingApprovalId(), qint64(0));
        QCOMPARE(retry->result().error().fields.first().field, QStringLiteral("approval"));
        QVERIFY(retry->result().error().fields.first().message.contains(QString::number(id)));
        QCOMPARE(m_approvals->list(std::nullopt).size(), 1);
        QCOMPARE(m_env->requestCount(QStringLiteral("/ws/refund")), refundsBefore);
        QVERIFY(m_env->intents().unresolved().isEmpty());

        // Not yet approved: it cannot be sent.
        m_guard->signIn(boss);
        auto early = waitFor(m_env->operations().sendApprovedRefund(*payment, id));
        QVERIFY(early && !early->succeeded());
        QCOMPARE(m_env->requestCount(QStringLiteral("/ws/refund")), refundsBefore);

        QVERIFY(m_approvals->approve(id, boss));
        auto sent = waitFor(m_env->operations().sendApprovedRefund(*m_env->cachedPayment(hash), id));
        QVERIFY(sent);
        QVERIFY2(sent->succeeded(), sent->succeeded() ? "" : qPrintable(sent->result().error().message()));
        QCOMPARE(m_env->effectCount(QStringLiteral("/ws/refund")), 2);
        QTRY_COMPARE(m_approvals->find(id)->outcome, QStringLiteral("SUCCESS"));
        const std::optional<Payment> after = m_env->cachedPayment(hash);
        QVERIFY(after->findRefund(m_approvals->find(id)->merchantRefundCode));

        // Sent once only.
        auto again = waitFor(m_env->operations().sendApprovedRefund(*after, id));
        QVERIFY(again && !again->succeeded());
        QCOMPARE(m_env->effectCount(QStringLiteral("/ws/refund")), 2);
    }
};

QTEST_MAIN(TestAccessOperations)
#include "tst_accessoperations.moc"
