#include "ui/passphrasestrength.h"

#include "core/cache/vault.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace dd {

QString PassphraseStrength::label() const
{
    switch (level) {
    case Level::Empty:
        return QCoreApplication::translate("dd::PassphraseStrength", "No passphrase");
    case Level::VeryWeak:
        return QCoreApplication::translate("dd::PassphraseStrength", "Very weak");
    case Level::Weak:
        return QCoreApplication::translate("dd::PassphraseStrength", "Weak");
    case Level::Fair:
        return QCoreApplication::translate("dd::PassphraseStrength", "Fair");
    case Level::Strong:
        return QCoreApplication::translate("dd::PassphraseStrength", "Strong");
    case Level::VeryStrong:
        return QCoreApplication::translate("dd::PassphraseStrength", "Very strong");
    }
    return {};
}

PassphraseStrength assessPassphrase(const QString &passphrase)
{
    PassphraseStrength strength;
    if (passphrase.isEmpty())
        return strength;
    bool lower = false, upper = false, digit = false, other = false;
    QSet<QChar> distinct;
    for (QChar c : passphrase) {
        lower = lower || c.isLower();
        upper = upper || c.isUpper();
        digit = digit || c.isDigit();
        other = other || !c.isLetterOrNumber();
        distinct.insert(c);
    }
    const int alphabet = (lower ? 26 : 0) + (upper ? 26 : 0) + (digit ? 10 : 0) + (other ? 33 : 0);
    // Repeats add little: count each distinct character fully, the rest at a quarter.
    const double effectiveLength = distinct.size() + 0.25 * (passphrase.size() - distinct.size());
    strength.bits = static_cast<int>(effectiveLength * std::log2(std::max(alphabet, 2)));
    using Level = PassphraseStrength::Level;
    strength.level = strength.bits < 28 ? Level::VeryWeak
                     : strength.bits < 45 ? Level::Weak
                     : strength.bits < 60 ? Level::Fair
                     : strength.bits < 90 ? Level::Strong
                                          : Level::VeryStrong;
    // One the cache refuses is very weak whatever its bits: twelve letters without a digit were
    // rated "Fair", then refused.
    if (Vault::passphraseProblem(passphrase))
        strength.level = Level::VeryWeak;
    return strength;
}

PassphraseStrengthMeter::PassphraseStrengthMeter(QWidget *parent)
    : QWidget(parent), m_bar(new QProgressBar(this)), m_label(new QLabel(this))
{
    m_bar->setObjectName(QStringLiteral("strengthBar"));
    m_label->setObjectName(QStringLiteral("strengthLabel"));
    m_bar->setRange(0, 5);
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(10);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar, 1);
    layout->addWidget(m_label);
    setPassphrase({});
}

void PassphraseStrengthMeter::setPassphrase(const QString &passphrase)
{
    m_strength = assessPassphrase(passphrase);
    m_bar->setValue(static_cast<int>(m_strength.level));
    m_label->setText(m_strength.label());
    // The word takes the width of the longest one in the current language, so the bar beside it
    // keeps its width from "Very weak" to "Strong".
    int widest = 0;
    for (int level = 0; level <= static_cast<int>(PassphraseStrength::Level::VeryStrong); ++level) {
        PassphraseStrength each;
        each.level = static_cast<PassphraseStrength::Level>(level);
        widest = std::max(widest, m_label->fontMetrics().horizontalAdvance(each.label()));
    }
    m_label->setFixedWidth(widest + m_label->contentsMargins().left() + m_label->contentsMargins().right());
}

} // namespace dd
