#include "accesstestsupport.h"

#include "core/access/refundapprovals.h"
#include "core/cache/auditstore.h"

#include <QTest>

using namespace dd;
using namespace dd::access;
using namespace dd::test;

Q_DECLARE_METATYPE(dd::access::Role)
Q_DECLARE_METATYPE(dd::access::Permission)
Q_DECLARE_METATYPE(dd::access::AccessError::Code)

class TestAccess : public QObject
{
    Q_OBJECT

    static qint64 auditCount(AuditStore &audit, const QString &action)
    {
        qint64 n = 0;
        for (const AuditEntry &entry : audit.entries(0, 100000))
            n += entry.action == action ? 1 : 0;
        return n;
    }

private slots:
    // Every role × permission, enforced by the guard every core service asks (not by hidden buttons).
    void roleMatrix_data()
    {
        QTest::addColumn<Role>("role");
        QTest::addColumn<Permission>("permission");
        QTest::addColumn<bool>("allowed");
        const QList<Permission> support{Permission::Capture,       Permission::Refund,        Permission::CancelRefund,
                                        Permission::CancelPayment, Permission::CreatePayment, Permission::Import};
        for (Role role : allRoles()) {
            for (Permission permission : allPermissions()) {
                bool allowed = role == Role::Manager;
                if (role == Role::Support)
                    allowed = support.contains(permission);
                if (role == Role::Finance)
                    allowed = permission == Permission::Export;
                QTest::addRow("%s × %s", qPrintable(roleCode(role)), qPrintable(permissionCode(permission)))
                    << role << permission << allowed;
            }
        }
    }
    void roleMatrix()
    {
        QFETCH(Role, role);
        QFETCH(Permission, permission);
        QFETCH(bool, allowed);
        QCOMPARE(permits(role, permission), allowed);

        QTemporaryDir dir;
        Vault vault(dir.filePath(QStringLiteral("c.ddc")), fastAccessOptions());
        QVERIFY(vault.create(ManagerPass, ManagerPass));
        AuditStore &audit = vault.session()->audit();
        AccessGuard guard(audit);
        guard.signIn(Operator{QStringLiteral("slot"), QStringLiteral("pat"), role, 0});
        const auto result = guard.require(permission, QStringLiteral("attempt"));
        QCOMPARE(bool(result), allowed);
        QCOMPARE(auditCount(audit, QStringLiteral("access_denied")), allowed ? 0 : 1);
        if (!allowed) {
            QCOMPARE(result.error().code, AccessError::Code::Forbidden);
            QVERIFY(result.error().message().contains(Names::permission(permission)));
            const AuditEntry row = *audit.last();
            QCOMPARE(row.actor, QStringLiteral("pat"));
            QCOMPARE(row.parameters.value(QStringLiteral("permission")).toString(), permissionCode(permission));
        }
    }

    void nobodySignedInIsRefused()
    {
        QTemporaryDir dir;
        Vault vault(dir.filePath(QStringLiteral("c.ddc")), fastAccessOptions());
        QVERIFY(vault.create(ManagerPass, ManagerPass));
        AccessGuard guard(vault.session()->audit());
        const auto result = guard.require(Permission::Export, QStringLiteral("export"));
        QVERIFY(!result);
        QCOMPARE(result.error().code, AccessError::Code::NotSignedIn);
    }

    void creatorIsManagerAndPassphrasesTellWhoWorks()
    {
        AccessFixture f;
        QVERIFY(f.create());
        QCOMPARE(f.guard->current()->name, QStringLiteral("boss"));
        QCOMPARE(f.guard->current()->role, Role::Manager);
        QCOMPARE(f.directory->operators().size(), 3);

        auto sam = f.reopen(SupportPass);
        QVERIFY(sam);
        QCOMPARE(sam->name, QStringLiteral("sam"));
        QCOMPARE(sam->role, Role::Support);
        auto fin = f.reopen(FinancePass);
        QVERIFY(fin);
        QCOMPARE(fin->role, Role::Finance);
    }

    void onlyManagersManageOperators_data()
    {
        QTest::addColumn<QString>("passphrase");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("finance") << FinancePass << false;
        QTest::newRow("support") << SupportPass << false;
        QTest::newRow("manager") << ManagerPass << true;
    }
    void onlyManagersManageOperators()
    {
        QFETCH(QString, passphrase);
        QFETCH(bool, allowed);
        AccessFixture f;
        QVERIFY(f.create());
        QVERIFY(f.reopen(passphrase));
        QCOMPARE(bool(f.directory->addOperator(QStringLiteral("new"), Role::Finance, OtherManagerPass, OtherManagerPass)),
                 allowed);
        QCOMPARE(bool(f.directory->changeRole(QStringLiteral("fin"), Role::Support)), allowed);
        const auto removed = f.directory->removeOperator(QStringLiteral("sam"));
        QCOMPARE(bool(removed), allowed);
        if (!allowed)
            QCOMPARE(removed.error().code, AccessError::Code::Forbidden);
        // A removed operator's passphrase no longer opens anything.
        auto again = f.reopen(SupportPass);
        QCOMPARE(bool(again), !allowed);
    }

    void everyoneChangesTheirOwnPassphrase()
    {
        AccessFixture f;
        QVERIFY(f.create());
        QVERIFY(f.reopen(FinancePass));
        const QString fresh = QStringLiteral("finance fresh 2026");
        QVERIFY(f.directory->changeOwnPassphrase(FinancePass, fresh, fresh));
        auto fin = f.reopen(fresh);
        QVERIFY(fin);
        QCOMPARE(fin->name, QStringLiteral("fin"));
        QCOMPARE(fin->role, Role::Finance);
    }

    void lastManagerStays()
    {
        AccessFixture f;
        QVERIFY(f.create());
        const auto demoted = f.directory->changeRole(QStringLiteral("boss"), Role::Finance);
        QVERIFY(!demoted);
        QCOMPARE(demoted.error().code, AccessError::Code::LastManager);
        QCOMPARE(f.directory->removeOperator(QStringLiteral("boss")).error().code, AccessError::Code::LastManager);
    }

    // Editing the unencrypted key-slot file cannot raise a role.
    void editedKeyFileCannotRaiseRole_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::newRow("names swapped") << QStringLiteral("names");
        QTest::newRow("ids swapped") << QStringLiteral("ids");
        QTest::newRow("id removed") << QStringLiteral("noid");
    }
    void editedKeyFileCannotRaiseRole()
    {
        QFETCH(QString, edit);
        AccessFixture f;
        QVERIFY(f.create());
        f.vault->lock();
        const QString keys = Vault::keySlotPath(f.path);
        QJsonObject root = readJson(keys);
        QJsonArray slotArray = root.value(QStringLiteral("slots")).toArray();
        QJsonObject boss = slotArray.at(0).toObject();
        QJsonObject sam = slotArray.at(1).toObject();
        QCOMPARE(sam.value(QStringLiteral("name")).toString(), QStringLiteral("sam"));
        const QString field = edit == u"names" ? QStringLiteral("name") : QStringLiteral("id");
        if (edit == u"noid") {
            sam.remove(QStringLiteral("id"));
        } else {
            const QJsonValue b = boss.value(field);
            boss.insert(field, sam.value(field));
            sam.insert(field, b);
        }
        slotArray.replace(0, boss);
        slotArray.replace(1, sam);
        root.insert(QStringLiteral("slots"), slotArray);
        QVERIFY(writeJson(keys, root));

        auto who = f.reopen(SupportPass);
        if (edit == u"names") {
            QVERIFY(who);
            QCOMPARE(who->name, QStringLiteral("sam"));
            QCOMPARE(who->role, Role::Support);
        } else {
            QVERIFY(!who);   // the id is part of the key derivation: the slot no longer opens
        }
    }

    // A cache from before operators: its one slot becomes a Manager named after the OS user.
    void singlePassphraseCacheMigrates()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.ddc"));
        {
            Vault vault(path, fastAccessOptions());
            QVERIFY(vault.create(ManagerPass, ManagerPass));
        }
        // Rewrite the slot the way DirectDesk wrote it before: no id.
        cache::KeySlotFile::ReadError why{};
        std::optional<cache::KeySlotFile> file = cache::KeySlotFile::read(Vault::keySlotPath(path), &why);
        QVERIFY(file);
        std::optional<cache::SecretKey> key = file->keySlots.at(0).open(ManagerPass);
        QVERIFY(key);
        file->keySlots[0] = *cache::KeySlot::seal(QStringLiteral("default"), ManagerPass, *key,
                                                  cache::KeyDerivationLimits::fastForTests());
        QVERIFY(file->keySlots.at(0).id.isEmpty());
        QVERIFY(file->write(Vault::keySlotPath(path)));

        AccessFixture f;
        f.path = path;
        auto who = f.reopen(ManagerPass);
        QVERIFY(who);
        QCOMPARE(who->name, QStringLiteral("os-user"));
        QCOMPARE(who->role, Role::Manager);
        QCOMPARE(auditCount(f.vault->session()->audit(), QStringLiteral("operators_migrated")), 1);
        // The identity survives a passphrase change.
        const QString fresh = QStringLiteral("another phrase 77");
        QVERIFY(f.directory->changeOwnPassphrase(ManagerPass, fresh, fresh));
        auto again = f.reopen(fresh);
        QVERIFY(again);
        QCOMPARE(again->name, QStringLiteral("os-user"));
    }

    // The first operators of an older store are written all together or not at all, and a refused
    // batch says why.
    void operatorsAreAddedAllOrNone()
    {
        AccessFixture f;
        QVERIFY(f.create());
        OperatorStore &store = f.vault->session()->operators();
        const int before = store.count();
        const Operator ana{QStringLiteral("slot-ana"), QStringLiteral("ana"), Role::Support, 1};
        const Operator taken{QStringLiteral("slot-other"), QStringLiteral("sam"), Role::Finance, 2};   // sam exists
        QVERIFY(!store.addAll({ana, taken}));
        QVERIFY(!store.lastError().isEmpty());
        QCOMPARE(store.count(), before);
        QVERIFY(!store.byName(QStringLiteral("ana")));

        const Operator bea{QStringLiteral("slot-bea"), QStringLiteral("bea"), Role::Finance, 3};
        QVERIFY(store.addAll({ana, bea}));
        QVERIFY(store.lastError().isEmpty());
        QCOMPARE(store.count(), before + 2);
        QVERIFY(store.byName(QStringLiteral("bea")) == bea);
    }

    // A new operator's passphrase that is too weak, or typed differently twice, is refused and
    // audited as a refused passphrase, not as a key file that could not be changed.
    void aWeakNewPassphraseIsAuditedAsRefused()
    {
        AccessFixture f;
        QVERIFY(f.create());
        const auto weak = f.directory->addOperator(QStringLiteral("ana"), Role::Support, QStringLiteral("short"),
                                                   QStringLiteral("short"));
        QVERIFY(!weak);
        const auto mismatch = f.directory->addOperator(QStringLiteral("ana"), Role::Support, OtherManagerPass,
                                                       OtherManagerPass + QStringLiteral("x"));
        QVERIFY(!mismatch);
        QStringList results;
        for (const AuditEntry &entry : f.vault->session()->audit().entries(0, 100000)) {
            if (entry.action == u"operator_add" && entry.parameters.value(u"name").toString() == u"ana")
                results << entry.result;
        }
        QCOMPARE(results, (QStringList{QStringLiteral("REFUSED"), QStringLiteral("REFUSED")}));
        QVERIFY(!f.vault->session()->operators().byName(QStringLiteral("ana")));
    }

    // The failure counter in .keys cannot be authenticated; resetting it is detected at the next unlock.
    void lockoutCounterResetIsDetected()
    {
        AccessFixture f;
        QVERIFY(f.create());
        f.vault->lock();
        {
            Vault guessing(f.path, fastAccessOptions());
            for (int i = 0; i < 3; ++i)
                QVERIFY(!guessing.unlock(QStringLiteral("wrong guess 0%1").arg(i)));
        }
        QVERIFY(f.reopen(SupportPass));
        QCOMPARE(f.directory->failedUnlocksSinceLastSignIn(), 3);
        QVERIFY(!f.directory->lockoutCounterTampered());
        f.vault->lock();
        {
            Vault guessing(f.path, fastAccessOptions());
            for (int i = 0; i < 2; ++i)
                QVERIFY(!guessing.unlock(QStringLiteral("wrong guess 1%1").arg(i)));
        }
        const QString keys = Vault::keySlotPath(f.path);
        QJsonObject root = readJson(keys);
        QCOMPARE(root.value(QStringLiteral("failed_attempts")).toInt(), 2);
        root.insert(QStringLiteral("failed_attempts"), 0);
        root.insert(QStringLiteral("failed_attempts_total"), 0);
        QVERIFY(writeJson(keys, root));
        QVERIFY(f.reopen(SupportPass));
        QVERIFY(f.directory->lockoutCounterTampered());
        QCOMPARE(auditCount(f.vault->session()->audit(), QStringLiteral("key_file_tampered")), 1);
    }

    void approvalFlow()
    {
        AccessFixture f;
        QVERIFY(f.create());
        QVERIFY(f.directory->addOperator(QStringLiteral("mia"), Role::Manager, OtherManagerPass, OtherManagerPass));
        RefundApprovals approvals(*f.vault->session(), *f.guard);
        QVERIFY(approvals.setThreshold(QStringLiteral("brl"), Money(50000, QStringLiteral("BRL"))));
        QCOMPARE(approvals.threshold(QStringLiteral("BRL"))->hundredths(), 50000);
        QVERIFY(!approvals.needsApproval(Money(90000, QStringLiteral("BRL"))));   // a Manager's own refund

        // Support asks: above the threshold only, and only in that currency.
        QVERIFY(f.reopen(SupportPass));
        RefundApprovals asSupport(*f.vault->session(), *f.guard);
        QVERIFY(!asSupport.setThreshold(QStringLiteral("BRL"), std::nullopt));
        QVERIFY(!asSupport.needsApproval(Money(50000, QStringLiteral("BRL"))));
        QVERIFY(asSupport.needsApproval(Money(50001, QStringLiteral("BRL"))));
        QVERIFY(!asSupport.needsApproval(Money(90000, QStringLiteral("MXN"))));
        RefundRequest request;
        request.hash = QStringLiteral("5a1b");
        request.amount = Money(60000, QStringLiteral("BRL"));
        request.description = QStringLiteral("damaged");
        request.merchantRefundCode = QStringLiteral("r-1");
        auto first = asSupport.request(request);
        QVERIFY(first);
        request.hash = QStringLiteral("5a1c");   // one waiting request per payment: another payment
        request.merchantRefundCode = QStringLiteral("r-2");
        auto second = asSupport.request(request);
        QVERIFY(second);
        QCOMPARE(asSupport.list(RefundApproval::State::Awaiting).size(), 2);
        const Operator sam = *f.guard->current();

        // Support cannot approve at all; nobody approves their own request (sam promoted meanwhile).
        QCOMPARE(asSupport.approve(first.value(), sam).error().code, AccessError::Code::Forbidden);
        Operator promotedSam = sam;
        promotedSam.role = Role::Manager;
        QCOMPARE(asSupport.approve(first.value(), promotedSam).error().code, AccessError::Code::SelfApproval);
        QCOMPARE(asSupport.reject(first.value(), promotedSam, QStringLiteral("no")).error().code,
                 AccessError::Code::SelfApproval);

        // A Manager re-enters their passphrase: that is who approves.
        QVERIFY(f.reopen(ManagerPass));
        RefundApprovals asManager(*f.vault->session(), *f.guard);
        auto approver = f.directory->operatorForPassphrase(OtherManagerPass);
        QVERIFY(approver);
        QCOMPARE(approver->name, QStringLiteral("mia"));
        QVERIFY(!f.directory->operatorForPassphrase(QStringLiteral("not the phrase 1")));
        auto approved = asManager.approve(first.value(), *approver);
        QVERIFY(approved);
        QCOMPARE(approved->state, RefundApproval::State::Approved);
        QCOMPARE(approved->decidedBy, QStringLiteral("mia"));
        QCOMPARE(approved->toRequest().merchantRefundCode, QStringLiteral("r-1"));
        QCOMPARE(asManager.approve(first.value(), *approver).error().code, AccessError::Code::NotAwaiting);

        // Rejection needs a reason.
        QCOMPARE(asManager.reject(second.value(), *approver, QStringLiteral("  ")).error().code,
                 AccessError::Code::ReasonRequired);
        QVERIFY(asManager.reject(second.value(), *approver, QStringLiteral("customer withdrew")));
        QCOMPARE(asManager.find(second.value())->reason, QStringLiteral("customer withdrew"));
        QCOMPARE(asManager.find(second.value())->state, RefundApproval::State::Rejected);
        AuditStore &audit = f.vault->session()->audit();
        QCOMPARE(auditCount(audit, QStringLiteral("refund_approval_requested")), 2);
        // Every decision is audited, refusals included: forbidden, self, approved, decided already.
        QCOMPARE(auditCount(audit, QStringLiteral("refund_approve")), 4);
        QCOMPARE(auditCount(audit, QStringLiteral("refund_reject")), 3);
    }

    // While a payment has a refund request waiting, another one for it is refused, whatever differs:
    // nothing is stored twice, the refusal names the waiting request and is audited. Once the first
    // is decided, a new one may be asked.
    void secondWaitingRequestIsRefused_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("code");
        QTest::newRow("same amount, same code (a retry)")
            << QStringLiteral("9f0e") << qint64(60000) << QStringLiteral("r-1");
        QTest::newRow("same amount, another code") << QStringLiteral("9f0e") << qint64(60000) << QStringLiteral("r-9");
        QTest::newRow("another amount") << QStringLiteral("9f0e") << qint64(70000) << QStringLiteral("r-9");
        QTest::newRow("hash in capitals") << QStringLiteral("9F0E") << qint64(60000) << QStringLiteral("r-9");
    }
    void secondWaitingRequestIsRefused()
    {
        QFETCH(QString, hash);
        QFETCH(qint64, hundredths);
        QFETCH(QString, code);
        AccessFixture f;
        QVERIFY(f.create());
        QVERIFY(f.reopen(SupportPass));
        RefundApprovals asSupport(*f.vault->session(), *f.guard);
        RefundRequest request;
        request.hash = QStringLiteral("9f0e");
        request.amount = Money(60000, QStringLiteral("BRL"));
        request.description = QStringLiteral("damaged");
        request.merchantRefundCode = QStringLiteral("r-1");
        const auto first = asSupport.request(request);
        QVERIFY(first);
        QCOMPARE(asSupport.waitingRequestFor(QStringLiteral("9f0e")), std::optional<qint64>(first.value()));

        RefundRequest again = request;
        again.hash = hash;
        again.amount = Money(hundredths, QStringLiteral("BRL"));
        again.merchantRefundCode = code;
        const auto second = asSupport.request(again);
        QVERIFY(!second);
        QCOMPARE(second.error().code, AccessError::Code::AlreadyAwaiting);
        const QString refusedWith = second.error().message();
        QVERIFY2(refusedWith.contains(QString::number(first.value())), qPrintable(refusedWith));
        QCOMPARE(asSupport.list(std::nullopt).size(), 1);
        const AuditEntry refusal = *f.vault->session()->audit().last();
        QCOMPARE(refusal.action, QStringLiteral("refund_approval_requested"));
        QCOMPARE(refusal.result, QStringLiteral("HELD"));
        QCOMPARE(refusal.parameters.value(QStringLiteral("waiting_request")).toInteger(), first.value());

        // Another payment is not held by it.
        RefundRequest other = request;
        other.hash = QStringLiteral("9f0f");
        QVERIFY(asSupport.request(other));

        // Decided: a new request for the payment may wait.
        QVERIFY(f.reopen(ManagerPass));
        RefundApprovals asManager(*f.vault->session(), *f.guard);
        QVERIFY(asManager.reject(first.value(), *f.guard->current(), QStringLiteral("asked twice")));
        QVERIFY(f.reopen(SupportPass));
        RefundApprovals afterDecision(*f.vault->session(), *f.guard);
        QVERIFY(!afterDecision.waitingRequestFor(QStringLiteral("9f0e")));
        QVERIFY(afterDecision.request(again));
    }
};

QTEST_GUILESS_MAIN(TestAccess)
#include "tst_access.moc"
