#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringView>

namespace dd {

// Removes what must never be stored: full card numbers, CVV, cryptograms, network-token PANs and
// the integration key. Keys are matched by name anywhere in a JSON tree; card numbers are also
// found by value (a run of 13–19 digits, spaces or dashes allowed, passing the Luhn check) and
// masked to first six and last four.
namespace SecretScrubber {

bool isSecretKey(QStringView key);
// The text with every card-number-like run masked ("411111******1111"); unchanged when none.
QString maskCardNumbers(const QString &text);
bool containsCardNumber(QStringView text);
// True when scrub() would change the object.
bool needsScrubbing(const QJsonObject &object);
QJsonObject scrub(const QJsonObject &object);

} // namespace SecretScrubber

} // namespace dd
