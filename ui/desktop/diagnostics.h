#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

class QSettings;

namespace dd {

class StoreSession;

// What support needs to know about this installation, as plain text for "Copy diagnostics":
// versions (DirectDesk, Qt, SQLCipher, libsodium, libxlsxwriter), build type, OS, locale, platform
// plugin, screens, the cache's path, size and schema version, the gateway environment and the
// settings. Never a passphrase, the integration key, card data or unsent dialog input: settings
// whose name looks secret and drafts are left out, binary values are shown by size only.
struct DiagnosticsInfo
{
    QString sqlcipherVersion;   // PRAGMA cipher_version (empty while the cache is locked)
    QString cachePath;
    qint64 cacheBytes = -1;     // database plus its -wal and .keys files
    int schemaVersion = -1;
    int buildSchemaVersion = -1;   // the version this build writes
    QString environment;        // e.g. "builtin-sandbox"
    QString baseUrl;            // no credentials in it
    QList<QPair<QString, QString>> settings;
};

class Diagnostics
{
    Q_DECLARE_TR_FUNCTIONS(Diagnostics)
public:
    static QString license();
    static QString buildType();
    static QString qtVersion();          // "6.4.2 (built with 6.4.2)"
    static QString sodiumVersion();
    static QString xlsxwriterVersion();

    // Reads the cache's facts from an unlocked session (nothing secret is read from it).
    static void addCache(DiagnosticsInfo &info, StoreSession &session, const QString &cachePath);
    // The settings, with secrets, drafts and binary blobs filtered.
    static QList<QPair<QString, QString>> safeSettings(const QSettings &settings);
    static bool isSecretKey(const QString &key);

    static QString text(const DiagnosticsInfo &info);
};

} // namespace dd
