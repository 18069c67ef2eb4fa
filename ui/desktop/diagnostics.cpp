#include "ui/desktop/diagnostics.h"

#include "core/storage/storesession.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QStringList>
#include <QSysInfo>

#include <sodium.h>
#include <xlsxwriter.h>

#ifndef DIRECTDESK_BUILD_TYPE
#define DIRECTDESK_BUILD_TYPE "unknown"
#endif

namespace dd {

namespace {
QString fileSize(qint64 bytes)
{
    return bytes < 0 ? Diagnostics::tr("unknown") : QLocale::c().formattedDataSize(bytes) + QStringLiteral(" (%1 bytes)").arg(bytes);
}
} // namespace

QString Diagnostics::license() { return tr("Proprietary; all rights reserved"); }

QString Diagnostics::buildType() { return QStringLiteral(DIRECTDESK_BUILD_TYPE); }

QString Diagnostics::qtVersion()
{
    return QStringLiteral("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QString Diagnostics::sodiumVersion() { return QString::fromLatin1(sodium_version_string()); }

QString Diagnostics::xlsxwriterVersion() { return QStringLiteral(LXW_VERSION); }

void Diagnostics::addCache(DiagnosticsInfo &info, StoreSession &session, const QString &cachePath)
{
    const StoreFacts facts = session.facts();
    info.sqlcipherVersion = facts.engineVersion;
    info.schemaVersion = facts.schemaVersion;
    info.buildSchemaVersion = facts.currentSchemaVersion;
    info.cachePath = cachePath;
    qint64 bytes = 0;
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral(".keys")}) {
        const QFileInfo file(cachePath + suffix);
        if (file.exists())
            bytes += file.size();
    }
    info.cacheBytes = bytes;
}

bool Diagnostics::isSecretKey(const QString &key)
{
    static const QStringList words = {QStringLiteral("passphrase"), QStringLiteral("password"), QStringLiteral("secret"),
                                      QStringLiteral("integration"), QStringLiteral("key"), QStringLiteral("token"),
                                      QStringLiteral("card"), QStringLiteral("cvv"), QStringLiteral("draft")};
    const QString lower = key.toLower();
    for (const QString &word : words) {
        if (lower.contains(word))
            return true;
    }
    return false;
}

QList<QPair<QString, QString>> Diagnostics::safeSettings(const QSettings &settings)
{
    QList<QPair<QString, QString>> safe;
    for (const QString &key : settings.allKeys()) {
        if (isSecretKey(key))
            continue;
        const QVariant value = settings.value(key);
        QString text;
        if (value.typeId() == QMetaType::QByteArray)
            text = tr("(%n byte(s) of window layout)", nullptr, int(value.toByteArray().size()));
        else if (value.canConvert<QString>())
            text = value.toString().left(200);
        else
            text = QStringLiteral("(%1)").arg(QString::fromLatin1(value.typeName()));
        safe.append({key, text});
    }
    return safe;
}

QString Diagnostics::text(const DiagnosticsInfo &info)
{
    QStringList lines;
    const auto add = [&lines](const QString &name, const QString &value) {
        lines << QStringLiteral("%1: %2").arg(name, value.isEmpty() ? QStringLiteral("-") : value);
    };
    lines << QStringLiteral("DirectDesk diagnostics");
    add(QStringLiteral("DirectDesk"), QStringLiteral(DIRECTDESK_VERSION));
    add(QStringLiteral("Build type"), buildType());
    add(QStringLiteral("License"), license());
    add(QStringLiteral("Qt"), qtVersion());
    add(QStringLiteral("SQLCipher"), info.sqlcipherVersion.isEmpty() ? tr("(cache locked)") : info.sqlcipherVersion);
    add(QStringLiteral("libsodium"), sodiumVersion());
    add(QStringLiteral("libxlsxwriter"), xlsxwriterVersion());
    add(QStringLiteral("OS"), QSysInfo::prettyProductName() + QStringLiteral(" (") + QSysInfo::kernelType()
                                  + QLatin1Char(' ') + QSysInfo::kernelVersion() + QStringLiteral(", ")
                                  + QSysInfo::currentCpuArchitecture() + QLatin1Char(')'));
    add(QStringLiteral("Locale"), QLocale().name() + QStringLiteral(" (UI languages: ")
                                      + QLocale().uiLanguages().join(QStringLiteral(", ")) + QLatin1Char(')'));
    add(QStringLiteral("Platform plugin"), QGuiApplication::platformName());
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (qsizetype i = 0; i < screens.size(); ++i) {
        const QScreen *screen = screens.at(i);
        add(QStringLiteral("Screen %1").arg(i + 1),
            QStringLiteral("%1x%2, %3 dpi logical, %4 dpi physical, device pixel ratio %5")
                .arg(screen->size().width())
                .arg(screen->size().height())
                .arg(qRound(screen->logicalDotsPerInch()))
                .arg(qRound(screen->physicalDotsPerInch()))
                .arg(screen->devicePixelRatio()));
    }
    add(QStringLiteral("Cache"), QDir::toNativeSeparators(info.cachePath));
    add(QStringLiteral("Cache size"), fileSize(info.cacheBytes));
    add(QStringLiteral("Schema version"), info.schemaVersion < 0 ? tr("(cache locked)")
                                                                 : QStringLiteral("%1 (this build: %2)")
                                                                       .arg(info.schemaVersion)
                                                                       .arg(info.buildSchemaVersion));
    add(QStringLiteral("Environment"), info.environment);
    add(QStringLiteral("Gateway address"), info.baseUrl);
    lines << QStringLiteral("Settings:");
    for (const auto &[key, value] : info.settings)
        lines << QStringLiteral("  %1 = %2").arg(key, value);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace dd
