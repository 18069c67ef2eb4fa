// Stores payments whose answers carry card secrets in many places, then proves none of them is in
// the cache: not in any column of any table once decrypted, not in the raw bytes of the database
// and its WAL. Also proves the raw files hold no plaintext hash or merchant code.

#include "../../unit/cache/cachetestsupport.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/vault.h"

#include <QDirIterator>
#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

const QString Pan = QStringLiteral("4111111111111111");
const QString SpacedPan = QStringLiteral("5555 5555 5555 4444");
const QString AmexPan = QStringLiteral("378282246310005");
const QString NumberPan = QStringLiteral("6011000990139424");   // sent as a JSON number
const QString TokenPan = QStringLiteral("4895370012345671");
const QString Cryptogram = QStringLiteral("AgAAAAAABk4DWZ4C28yUQAAAAAA=");
const QString Cvv = QStringLiteral("7391");
const QString IntegrationKey = QStringLiteral("live_ik_9f8e7d6c5b4a3928");

const QStringList LongSecrets = {Pan, SpacedPan, AmexPan, NumberPan, TokenPan, Cryptogram, IntegrationKey,
                                 QStringLiteral("5555555555554444")};
const QStringList SecretKeys = {QStringLiteral("card_number"), QStringLiteral("card_cvv"), QStringLiteral("cvv"),
                                QStringLiteral("network_token_pan"), QStringLiteral("network_token_cryptogram"),
                                QStringLiteral("integration_key")};

QJsonObject cardObject()
{
    return QJsonObject{{QStringLiteral("card_number"), Pan},
                       {QStringLiteral("card_cvv"), Cvv},
                       {QStringLiteral("card_name"), QStringLiteral("Ana Perez")},
                       {QStringLiteral("card_due_date"), QStringLiteral("12/2030")}};
}

QJsonObject tokenObject()
{
    return QJsonObject{{QStringLiteral("network_token_pan"), TokenPan},
                       {QStringLiteral("network_token_cryptogram"), Cryptogram},
                       {QStringLiteral("network_token_expire_date"), QStringLiteral("12/2030")},
                       {QStringLiteral("network_token_raw_bin"), QStringLiteral("411111")},
                       {QStringLiteral("network_token_raw_last4"), QStringLiteral("1111")},
                       {QStringLiteral("network_token_eci"), QStringLiteral("05")}};
}

// Secrets in every place a careless answer or caller could put them.
QList<Payment> poisonedPayments()
{
    QList<Payment> payments;
    for (int n = 0; n < 60; ++n) {
        Payment p = makePayment(n);
        p.rawAnswer.insert(QStringLiteral("card_number"), Pan);
        p.rawAnswer.insert(QStringLiteral("card"), cardObject());
        p.rawAnswer.insert(QStringLiteral("creditcard"), tokenObject());
        p.rawAnswer.insert(QStringLiteral("integration_key"), IntegrationKey);
        p.rawAnswer.insert(QStringLiteral("description"), QString(QStringLiteral("paid with ") + SpacedPan + QStringLiteral(" ok")));
        p.rawAnswer.insert(QStringLiteral("masked"), QJsonArray{QStringLiteral("x"), AmexPan, QJsonObject{{QStringLiteral("CVV"), Cvv}}});
        p.rawAnswer.insert(QStringLiteral("numeric"), double(6011000990139424LL));
        p.rawAnswer.insert(QStringLiteral("Network_Token_Cryptogram"), Cryptogram);
        p.billingDescriptor = QStringLiteral("SHOP ") + Pan;
        p.customerName = QStringLiteral("Ana ") + AmexPan;
        p.orderNumber = SpacedPan;
        p.cardFirstSix = Pan;      // a caller passing the whole number: only six digits may stay
        p.cardLastFour = TokenPan;
        p.transactionStatus = TransactionStatus{QStringLiteral("acq"), QStringLiteral("OK"), QStringLiteral("card ") + Pan};
        p.chargeback = Chargeback{QJsonObject{{QStringLiteral("network_token_cryptogram"), Cryptogram},
                                              {QStringLiteral("note"), Pan}}};
        Refund refund = makeRefund(QStringLiteral("r%1").arg(n), RefundStatus::Requested, 100, p.currencyExt);
        refund.description = QStringLiteral("refund to ") + Pan;
        p.refunds = {refund};
        payments.append(p);
    }
    return payments;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray utf16(const QString &text)
{
    return QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
}

} // namespace

class TestSecretsNotStored : public QObject
{
    Q_OBJECT

private slots:
    void nothingSecretIsStored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scan.ddc"));
        Vault vault(path, fastOptions());
        QVERIFY(vault.create(Passphrase, Passphrase));
        CacheSession &session = *vault.session();
        const QList<Payment> payments = poisonedPayments();
        QVERIFY(session.payments().upsertMany(payments));
        QVERIFY(session.payments().upsert(payments.first()));   // the single-payment path too
        QVERIFY(session.intents().record(PendingOperation::Kind::CreatePayment, QStringLiteral("dd-x"), {},
                                         QJsonObject{{QStringLiteral("card"), cardObject()},
                                                     {QStringLiteral("token"), tokenObject()},
                                                     {QStringLiteral("integration_key"), IntegrationKey}}));
        QVERIFY(session.audit().append(AuditEntry{0, 0, QStringLiteral("ana"), QStringLiteral("create"),
                                                  QJsonObject{{QStringLiteral("card"), cardObject()}},
                                                  QStringLiteral("declined ") + Pan, {}}));

        // What was kept is still useful: first six / last four, and the masked numbers.
        const Payment read = session.payments().findByHash(payments.first().hash).value();
        QCOMPARE(read.cardFirstSix, QStringLiteral("411111"));
        QCOMPARE(read.cardLastFour, QStringLiteral("5671"));
        QCOMPARE(read.billingDescriptor, QStringLiteral("SHOP 411111******1111"));
        QCOMPARE(read.rawAnswer.value(QStringLiteral("card")).toObject().value(QStringLiteral("card_name")).toString(),
                 QStringLiteral("Ana Perez"));

        // 1. Every column of every table, decrypted.
        cache::Database &db = session.database();
        cache::Statement tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'");
        int columnsScanned = 0;
        qint64 valuesScanned = 0;
        while (tables.step() == cache::Statement::Step::Row) {
            const QString table = tables.columnText(0);
            const QByteArray infoSql = "PRAGMA table_info(" + table.toUtf8() + ")";
            cache::Statement info = db.prepare(infoSql.constData());
            while (info.step() == cache::Statement::Step::Row) {
                const QString column = info.columnText(1);
                ++columnsScanned;
                const QByteArray sql = "SELECT CAST(\"" + column.toUtf8() + "\" AS TEXT) FROM \"" + table.toUtf8() + "\"";
                cache::Statement values = db.prepare(sql.constData());
                QVERIFY(values.isValid());
                // Raw answers are stored deflated: scan the text they unpack to.
                const bool packed = table == u"payment_answers" && column == u"answer";
                while (values.step() == cache::Statement::Step::Row) {
                    const QString value = packed
                                              ? QString::fromUtf8(cache::PaymentCodec::unpackAnswer(values.columnBlob(0)))
                                              : values.columnText(0);
                    if (packed)
                        QVERIFY2(value.startsWith(u'{'), qPrintable(value));
                    ++valuesScanned;
                    for (const QString &secret : LongSecrets)
                        QVERIFY2(!value.contains(secret), qPrintable(table + u'.' + column + u": " + value));
                    for (const QString &key : SecretKeys) {
                        QVERIFY2(!value.contains(u'"' + key + u'"', Qt::CaseInsensitive),
                                 qPrintable(table + u'.' + column + u": " + value));
                    }
                    QVERIFY2(!value.contains(u'"' + Cvv + u'"'), qPrintable(table + u'.' + column));
                }
            }
        }
        QVERIFY(columnsScanned > 60);
        QVERIFY(valuesScanned > 1000);

        // 2. The raw bytes of the database and its WAL, while the connection is open...
        const QString wal = path + QStringLiteral("-wal");
        QVERIFY(QFileInfo(wal).size() > 0);
        auto scanRaw = [&payments](const QByteArray &bytes, const QString &name) {
            for (const QString &secret : LongSecrets) {
                QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(name + u": " + secret));
                QVERIFY2(!bytes.contains(utf16(secret)), qPrintable(name + u": " + secret));
            }
            for (const Payment &p : payments) {
                QVERIFY2(!bytes.contains(p.hash.toUtf8()), qPrintable(name + u": hash"));
                QVERIFY2(!bytes.contains(p.merchantPaymentCode.toUtf8()), qPrintable(name + u": merchant code"));
            }
            QVERIFY(!bytes.contains("payments"));
        };
        scanRaw(fileBytes(path), path);
        scanRaw(fileBytes(wal), wal);
        QVERIFY(!fileBytes(Vault::keySlotPath(path)).contains(Passphrase.toUtf8()));

        // ...and after it closed (checkpointed into the main file).
        vault.lock();
        scanRaw(fileBytes(path), path);
        for (QDirIterator it(dir.path(), QDir::Files); it.hasNext();) {
            const QString file = it.next();
            scanRaw(fileBytes(file), file);
        }
    }
};

QTEST_GUILESS_MAIN(TestSecretsNotStored)
#include "tst_secretsnotstored.moc"
