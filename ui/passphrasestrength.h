#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace dd {

// A rough strength estimate: bits from length and the character classes used, less for
// repeated characters. Guides the user; the Vault decides what it accepts.
struct PassphraseStrength
{
    enum class Level { Empty, VeryWeak, Weak, Fair, Strong, VeryStrong };
    Level level = Level::Empty;
    int bits = 0;
    QString label() const;   // translated
};

PassphraseStrength assessPassphrase(const QString &passphrase);

// A bar and a word under a passphrase field; the word's width is that of the longest, so the bar
// does not change width as the word changes.
class PassphraseStrengthMeter : public QWidget
{
    Q_OBJECT
public:
    explicit PassphraseStrengthMeter(QWidget *parent = nullptr);
    void setPassphrase(const QString &passphrase);
    PassphraseStrength strength() const { return m_strength; }

private:
    QProgressBar *m_bar;
    QLabel *m_label;
    PassphraseStrength m_strength;
};

} // namespace dd
