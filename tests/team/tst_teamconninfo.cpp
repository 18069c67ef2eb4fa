// The team server's connection string as the desktop builds it from its fields (no server needed):
// every value comes back from libpq's own parser exactly as typed, whatever quotes, backslashes,
// spaces or '=' it holds; a CA file makes the connection verify-full; every field that cannot be
// used is one row with its own message, and then nothing is built.
#include "core/server/serveraddress.h"
#include "core/server/teamconninfo.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <libpq-fe.h>

using namespace dd::server;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(dd::server::TeamField)

namespace {

// What libpq reads from `conninfo`: each keyword that has a value; empty when unreadable.
QMap<QString, QString> parsedByLibpq(const QString &conninfo, QString *error)
{
    QMap<QString, QString> values;
    char *message = nullptr;
    PQconninfoOption *options = PQconninfoParse(conninfo.toUtf8().constData(), &message);
    if (!options) {
        *error = message ? QString::fromUtf8(message) : u"out of memory"_s;
        PQfreemem(message);
        return values;
    }
    for (const PQconninfoOption *option = options; option->keyword; ++option) {
        if (option->val)
            values.insert(QString::fromUtf8(option->keyword), QString::fromUtf8(option->val));
    }
    PQconninfoFree(options);
    return values;
}

} // namespace

class TestTeamConninfo : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void valuesSurviveLibpqsParser_data();
    void valuesSurviveLibpqsParser();
    void caFileMeansVerifyFull();
    void withoutCaFileAServerElsewhereIsRefused();
    void badFieldsAreRows_data();
    void badFieldsAreRows();
    void severalBadFieldsAreEachNamed();

private:
    TeamServerFields validFields() const;
    QTemporaryDir m_dir;
    QString m_caFile;
};

void TestTeamConninfo::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_caFile = m_dir.filePath(u"team ca's \\ root.pem"_s);
    QFile ca(m_caFile);
    QVERIFY(ca.open(QIODevice::WriteOnly));
    QVERIFY(ca.write("-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n") > 0);
}

TeamServerFields TestTeamConninfo::validFields() const
{
    TeamServerFields fields;
    fields.host = u"db.example.com"_s;
    fields.database = u"directdesk"_s;
    fields.user = u"ana"_s;
    fields.caFile = m_caFile;
    return fields;
}

void TestTeamConninfo::valuesSurviveLibpqsParser_data()
{
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::newRow("plain") << u"directdesk"_s << u"ana"_s << u"secret123"_s;
    QTest::newRow("spaces") << u"team books"_s << u"ana souza"_s << u"correct horse battery"_s;
    QTest::newRow("single quotes") << u"o'brien's"_s << u"d'ávila"_s << u"it's'quoted'"_s;
    QTest::newRow("backslashes") << u"c:\\team"_s << u"dom\\ana"_s << u"back\\slash\\"_s;
    QTest::newRow("quote after backslash") << u"a\\'b"_s << u"x\\\\'y"_s << u"\\'"_s;
    QTest::newRow("equals and keywords") << u"db=x"_s << u"user=root"_s << u"a=b host=evil"_s;
    QTest::newRow("double quotes") << u"\"team\""_s << u"\"ana\""_s << u"pass\"word"_s;
    QTest::newRow("accents and tabs") << u"cobranças"_s << u"joão"_s << u"s\tp ç"_s;
    QTest::newRow("no password") << u"directdesk"_s << u"ana"_s << QString();
}

void TestTeamConninfo::valuesSurviveLibpqsParser()
{
    QFETCH(QString, database);
    QFETCH(QString, user);
    QFETCH(QString, password);
    TeamServerFields fields = validFields();
    fields.database = database;
    fields.user = user;
    fields.port = u"6543"_s;
    const auto built = teamConninfo(fields, password);
    QVERIFY(built);
    QString error;
    const QMap<QString, QString> parsed = parsedByLibpq(built.value(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(parsed.value(u"host"_s), fields.host);
    QCOMPARE(parsed.value(u"port"_s), u"6543"_s);
    QCOMPARE(parsed.value(u"dbname"_s), database);
    QCOMPARE(parsed.value(u"user"_s), user);
    QCOMPARE(parsed.contains(u"password"_s), !password.isEmpty());
    QCOMPARE(parsed.value(u"password"_s), password);
    QCOMPARE(parsed.value(u"sslrootcert"_s), m_caFile);
    // Nothing else: no value escaped its quotes to become a keyword of its own.
    QStringList expected = {u"host"_s, u"port"_s, u"dbname"_s, u"user"_s, u"sslmode"_s, u"sslrootcert"_s};
    if (!password.isEmpty())
        expected.append(u"password"_s);
    QStringList keywords = parsed.keys();
    keywords.sort();
    expected.sort();
    QCOMPARE(keywords, expected);
}

void TestTeamConninfo::caFileMeansVerifyFull()
{
    const auto built = teamConninfo(validFields());
    QVERIFY(built);
    QString error;
    QCOMPARE(parsedByLibpq(built.value(), &error).value(u"sslmode"_s), u"verify-full"_s);
    // And so a server elsewhere passes the address rule.
    const auto address = readServerAddress(built.value());
    QVERIFY2(address, qPrintable(address ? QString() : address.error().message));
    QCOMPARE(address->hosts, QStringList{u"db.example.com"_s});
}

void TestTeamConninfo::withoutCaFileAServerElsewhereIsRefused()
{
    qunsetenv("PGSSLMODE");
    TeamServerFields fields = validFields();
    fields.caFile.clear();
    const auto built = teamConninfo(fields);
    QVERIFY(built);
    QString error;
    QVERIFY(!parsedByLibpq(built.value(), &error).contains(u"sslmode"_s));
    QVERIFY(!readServerAddress(built.value()));
    // On this computer no certificate is needed.
    fields.host = u"127.0.0.1"_s;
    QVERIFY(readServerAddress(teamConninfo(fields).value()));
}

void TestTeamConninfo::badFieldsAreRows_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("caFile");
    QTest::addColumn<TeamField>("field");
    QTest::addColumn<QString>("says");
    const QString db = u"directdesk"_s;
    const QString host = u"db.example.com"_s;
    QTest::newRow("empty host") << QString() << u"5432"_s << db << u"ana"_s << QString() << TeamField::Host << u"host"_s;
    QTest::newRow("blank host") << u"   "_s << u"5432"_s << db << u"ana"_s << QString() << TeamField::Host << u"host"_s;
    QTest::newRow("host with a space") << u"db example"_s << u"5432"_s << db << u"ana"_s << QString() << TeamField::Host
                                       << u"without spaces"_s;
    QTest::newRow("two hosts") << u"a.example,b.example"_s << u"5432"_s << db << u"ana"_s << QString()
                               << TeamField::Host << u"commas"_s;
    QTest::newRow("empty port") << host << QString() << db << u"ana"_s << QString() << TeamField::Port << u"5432"_s;
    QTest::newRow("port zero") << host << u"0"_s << db << u"ana"_s << QString() << TeamField::Port << u"65535"_s;
    QTest::newRow("port too high") << host << u"65536"_s << db << u"ana"_s << QString() << TeamField::Port
                                   << u"65535"_s;
    QTest::newRow("negative port") << host << u"-1"_s << db << u"ana"_s << QString() << TeamField::Port << u"65535"_s;
    QTest::newRow("port in words") << host << u"five"_s << db << u"ana"_s << QString() << TeamField::Port
                                   << u"number"_s;
    QTest::newRow("port with a list") << host << u"5432,5433"_s << db << u"ana"_s << QString() << TeamField::Port
                                      << u"number"_s;
    QTest::newRow("empty database") << host << u"5432"_s << QString() << u"ana"_s << QString() << TeamField::Database
                                    << u"database"_s;
    QTest::newRow("empty login") << host << u"5432"_s << db << u"  "_s << QString() << TeamField::User << u"login"_s;
    QTest::newRow("missing CA file") << host << u"5432"_s << db << u"ana"_s << u"/nonexistent/ca.pem"_s
                                     << TeamField::CaFile << u"/nonexistent/ca.pem"_s;
    QTest::newRow("CA file is a folder") << host << u"5432"_s << db << u"ana"_s << QDir::tempPath()
                                         << TeamField::CaFile << u"cannot be read"_s;
}

void TestTeamConninfo::badFieldsAreRows()
{
    QFETCH(QString, host);
    QFETCH(QString, port);
    QFETCH(QString, database);
    QFETCH(QString, user);
    QFETCH(QString, caFile);
    QFETCH(TeamField, field);
    QFETCH(QString, says);
    const TeamServerFields fields{host, port, database, user, caFile};
    const QList<TeamFieldProblem> problems = teamFieldProblems(fields);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.constFirst().field, field);
    QVERIFY2(problems.constFirst().message.contains(says, Qt::CaseInsensitive),
             qPrintable(problems.constFirst().message));
    const auto built = teamConninfo(fields, u"secret"_s);
    QVERIFY(!built);
    QCOMPARE(built.error().size(), 1);
}

void TestTeamConninfo::severalBadFieldsAreEachNamed()
{
    const QList<TeamFieldProblem> problems = teamFieldProblems(TeamServerFields{{}, {}, {}, {}, {}});
    QList<TeamField> named;
    for (const TeamFieldProblem &problem : problems)
        named.append(problem.field);
    QCOMPARE(named, (QList<TeamField>{TeamField::Host, TeamField::Port, TeamField::Database, TeamField::User}));
    QVERIFY(teamFieldProblems(validFields()).isEmpty());
}

QTEST_GUILESS_MAIN(TestTeamConninfo)
#include "tst_teamconninfo.moc"
