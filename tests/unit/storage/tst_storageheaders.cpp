// The storage interfaces stand on their own: no header of core/storage reaches, through any chain of
// includes, a header of core/cache (the vault) or a database's C API, and no layer above the vault
// names its session class. A second backend can then be a folder of its own. A source scan.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QString SourceDir = QStringLiteral(DIRECTDESK_SOURCE_DIR);

// The quoted includes of `file` (paths from the source root) and its angle includes.
struct Includes
{
    QStringList project;
    QStringList system;
};

Includes includesOf(const QString &file)
{
    static const QRegularExpression include(uR"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"_s,
                                            QRegularExpression::MultilineOption);
    Includes found;
    QFile source(file);
    if (!source.open(QIODevice::ReadOnly))
        return found;
    const QString text = QString::fromUtf8(source.readAll());
    for (auto match = include.globalMatch(text); match.hasNext();) {
        const auto m = match.next();
        (m.captured(1) == u"\""_s ? found.project : found.system).append(m.captured(2));
    }
    return found;
}

// Every header `header` (a path from `root`) reaches, with the chain that reaches it; what is not
// found under `root` (Qt's headers) is not followed.
QMap<QString, QString> reachedFrom(const QString &root, const QString &header)
{
    QMap<QString, QString> reached;   // header -> the chain to it
    QStringList pending{header};
    reached.insert(header, header);
    while (!pending.isEmpty()) {
        const QString current = pending.takeFirst();
        const Includes includes = includesOf(root + u'/' + current);
        for (const QString &system : includes.system)
            reached.insert(u"<"_s + system + u">"_s, reached.value(current) + u" -> <"_s + system + u">"_s);
        for (const QString &next : includes.project) {
            if (reached.contains(next) || !QFile::exists(root + u'/' + next))
                continue;
            reached.insert(next, reached.value(current) + u" -> "_s + next);
            pending.append(next);
        }
    }
    return reached;
}

// The chains from `header` to what a storage interface must not reach: the vault's headers and the
// C APIs of the databases behind the backends.
QStringList forbiddenChains(const QString &root, const QString &header)
{
    static const QStringList forbidden{u"core/cache/"_s, u"<sqlite3.h>"_s, u"<sqlcipher/"_s, u"<libpq-fe.h>"_s};
    QStringList chains;
    const QMap<QString, QString> reached = reachedFrom(root, header);
    for (auto it = reached.cbegin(); it != reached.cend(); ++it) {
        for (const QString &prefix : forbidden) {
            if (it.key().startsWith(prefix))
                chains.append(it.value());
        }
    }
    return chains;
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestStorageHeaders : public QObject
{
    Q_OBJECT

private slots:
    // The scan itself, on a throw-away tree: a direct include, one two steps away, a database API.
    void scanFindsWhatIsForbidden_data()
    {
        QTest::addColumn<QByteArray>("interface");
        QTest::addColumn<QByteArray>("helper");
        QTest::addColumn<bool>("forbidden");
        QTest::newRow("only values") << QByteArray("#include \"core/domain/money.h\"\n#include <QString>\n")
                                     << QByteArray() << false;
        QTest::newRow("vault header") << QByteArray("#include \"core/cache/vault.h\"\n") << QByteArray() << true;
        QTest::newRow("through another header") << QByteArray("#include \"core/domain/money.h\"\n")
                                                << QByteArray("#include \"core/cache/paymentfilter.h\"\n") << true;
        QTest::newRow("sqlite") << QByteArray("#  include <sqlite3.h>\n") << QByteArray() << true;
        QTest::newRow("libpq") << QByteArray("#include <libpq-fe.h>\n") << QByteArray() << true;
    }

    void scanFindsWhatIsForbidden()
    {
        QFETCH(QByteArray, interface);
        QFETCH(QByteArray, helper);
        QFETCH(bool, forbidden);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        write(root.filePath(u"core/storage/sample.h"_s), interface);
        write(root.filePath(u"core/domain/money.h"_s), helper);
        write(root.filePath(u"core/cache/vault.h"_s), "#pragma once\n");
        write(root.filePath(u"core/cache/paymentfilter.h"_s), "#pragma once\n");
        QCOMPARE(!forbiddenChains(root.path(), u"core/storage/sample.h"_s).isEmpty(), forbidden);
    }

    void interfaceHeaders_data()
    {
        QTest::addColumn<QString>("header");
        const QDir storage(SourceDir + u"/core/storage"_s);
        const QStringList headers = storage.entryList({u"*.h"_s}, QDir::Files, QDir::Name);
        QVERIFY(headers.contains(u"storesession.h"_s));
        for (const QString &name : headers)
            QTest::newRow(qPrintable(name)) << u"core/storage/"_s + name;
    }

    void interfaceHeaders()
    {
        QFETCH(QString, header);
        const QStringList chains = forbiddenChains(SourceDir, header);
        QVERIFY2(chains.isEmpty(), qPrintable(chains.join(u"; "_s)));
    }

    // Above the vault only the composition roots (the desktop app, the command line's commands that
    // open the vault) know which backend it is.
    void noLayerNamesTheVaultSession()
    {
        static const QRegularExpression word(u"\\bCacheSession\\b"_s);
        QStringList naming;
        for (const QString &folder : {u"core"_s, u"models"_s, u"ui"_s, u"app"_s}) {
            QDirIterator files(SourceDir + u'/' + folder, {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = QDir(SourceDir).relativeFilePath(files.next());
                // core/teamimport reads a vault to move it into the team store: it names the vault by design.
                if (path.startsWith(u"core/cache/"_s) || path.startsWith(u"app/cli/"_s)
                    || path.startsWith(u"app/desktopapp."_s) || path.startsWith(u"core/teamimport/"_s))
                    continue;
                QFile file(SourceDir + u'/' + path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                if (QString::fromUtf8(file.readAll()).contains(word))
                    naming.append(path);
            }
        }
        QVERIFY2(naming.isEmpty(), qPrintable(naming.join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestStorageHeaders)
#include "tst_storageheaders.moc"
