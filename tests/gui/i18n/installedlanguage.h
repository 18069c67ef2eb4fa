#pragma once

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace dd::test {

// Qt's and DirectDesk's translations for one language (built by lrelease into the build tree),
// installed while it lives; the default locale follows. English installs none.
class InstalledLanguage
{
public:
    explicit InstalledLanguage(const QLocale &locale)
    {
        QLocale::setDefault(locale);
        if (locale.language() == QLocale::English)
            return;
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
        m_ownLoaded = m_own.load(locale, QStringLiteral("directdesk"), QStringLiteral("_"),
                                 QStringLiteral(DIRECTDESK_BINARY_DIR "/translations"));
        if (m_ownLoaded)
            QCoreApplication::installTranslator(&m_own);
    }
    ~InstalledLanguage()
    {
        QCoreApplication::removeTranslator(&m_own);
        QCoreApplication::removeTranslator(&m_qt);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    InstalledLanguage(const InstalledLanguage &) = delete;
    InstalledLanguage &operator=(const InstalledLanguage &) = delete;
    bool ownLoaded() const { return m_ownLoaded; }

private:
    QTranslator m_qt;
    QTranslator m_own;
    bool m_ownLoaded = false;
};

} // namespace dd::test
